import { z } from 'zod';
import { MEAL_CATEGORIES, MEAL_SORT_FIELDS, MEAL_STATUSES, MEALS_PAGE_SIZE, SORT_ORDERS } from './meals-constants.ts';
import { cursorSchema, limitSchema } from './paging.ts';

export * from './meals-constants.ts';

export const mealCategorySchema = z.enum(MEAL_CATEGORIES);
export const mealStatusSchema = z.enum(MEAL_STATUSES);

/** The spec sends category lower-cased ("breakfast"); accept any case, answer the canonical name. */
export const categoryQuerySchema = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const match = MEAL_CATEGORIES.find((c) => c.toLowerCase() === value.toLowerCase());
    if (!match) {
      ctx.addIssue({ code: 'custom', message: `category must be one of ${MEAL_CATEGORIES.join(', ')}` });
      return z.NEVER;
    }
    return match;
  });

/**
 * A meal as anyone may read it; field names follow the spec (`_id`, `distributorName`, `postTime`).
 * The adding admin's `email` is left out (the serializer drops keys a schema does not name): only
 * the admin tables' answers carry it (`adminMealSchema`).
 */
export const mealSchema = z.object({
  _id: z.string(),
  title: z.string(),
  category: mealCategorySchema,
  image: z.string().nullable(),
  ingredients: z.array(z.string()),
  description: z.string(),
  price: z.number(),
  distributorName: z.string(),
  date: z.string(),
  postTime: z.string(),
  displayName: z.string().nullable(),
  likes: z.number().int(),
  reviews: z.number().int(),
  rating: z.number(),
  status: mealStatusSchema,
});
export type Meal = z.infer<typeof mealSchema>;

/** A meal in the admin tables: the spec's whole meal, with the adding admin's email. */
export const adminMealSchema = mealSchema.extend({ email: z.string().nullable() });
export type AdminMeal = z.infer<typeof adminMealSchema>;

export const mealIdParamsSchema = z.object({ id: z.uuid({ error: 'Invalid meal id' }) });

export const listMealsQuerySchema = z.object({
  search: z.string().trim().max(100, 'search is too long').optional(),
  sortBy: z.enum(MEAL_SORT_FIELDS, { error: `sortBy must be one of ${MEAL_SORT_FIELDS.join(', ')}` }).default('date'),
  sortOrder: z.enum(SORT_ORDERS, { error: 'sortOrder must be asc or desc' }).default('desc'),
  category: categoryQuerySchema.optional(),
  limit: limitSchema(MEALS_PAGE_SIZE),
  cursor: cursorSchema,
});
export type ListMealsQuery = z.input<typeof listMealsQuerySchema>;

export const mealsByCategoryQuerySchema = z.object({
  category: categoryQuerySchema.optional(),
  limit: limitSchema(MEALS_PAGE_SIZE),
  cursor: cursorSchema,
});

export const searchMealQuerySchema = z.object({
  title: z
    .string({ error: 'Please enter a meal title' })
    .trim()
    .min(1, 'Please enter a meal title')
    .max(100, 'title is too long'),
});
