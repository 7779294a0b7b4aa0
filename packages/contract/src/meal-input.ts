import { z } from 'zod';
import { isoDateTimeSchema } from './calendar.ts';
import { MEAL_CATEGORIES } from './meals-constants.ts';
import { storedPhotoName } from './photos.ts';

/** Fields an admin types for a meal (add, update, upcoming). Server-owned fields are not here. */

/** Only images stored by our own upload service. */
export const uploadedImageSchema = z
  .string({ error: 'Please select an image.' })
  .trim()
  .refine((url) => storedPhotoName(url) !== null, 'Please select an image.');

/** The spec's form sends a comma-separated string; a list is accepted too. */
export const ingredientsSchema = z
  .union([z.string(), z.array(z.string())], { error: 'ingredients must be text or a list' })
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((i) => i.trim()).filter(Boolean))
  .pipe(
    z
      .array(z.string().max(60, 'Each ingredient is at most 60 characters'))
      .min(1, 'Add at least one ingredient')
      .max(30, 'At most 30 ingredients'),
  );

/** Taka with at most two decimals, as the form's step 0.01 allows. */
export const priceSchema = z
  .number({ error: 'price must be a number' })
  .min(0, 'price must not be negative')
  .max(100_000, 'price must be at most 100000')
  .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-6, 'price has at most two decimals');

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} is at most ${max} characters`);

export const mealFieldsSchema = z.object({
  title: text('title', 120),
  category: z.enum(MEAL_CATEGORIES, { error: 'Please choose a category' }),
  image: uploadedImageSchema,
  ingredients: ingredientsSchema,
  description: text('description', 2000),
  price: priceSchema,
  distributorName: text('distributorName', 80),
});

/** The spec's client also sends these; the server owns them and ignores what it is sent. */
export const ignoredMealFields = {
  email: z.unknown().optional(),
  displayName: z.unknown().optional(),
  reviews: z.unknown().optional(),
  likes: z.unknown().optional(),
  rating: z.unknown().optional(),
  status: z.unknown().optional(),
};

export const createMealSchema = mealFieldsSchema.extend({ date: isoDateTimeSchema('date'), ...ignoredMealFields });
export type CreateMealInput = z.input<typeof createMealSchema>;

export const updateMealSchema = createMealSchema;
export type UpdateMealInput = z.input<typeof updateMealSchema>;

export const createUpcomingMealSchema = mealFieldsSchema.extend({
  postTime: isoDateTimeSchema('postTime'),
  ...ignoredMealFields,
});
export type CreateUpcomingMealInput = z.input<typeof createUpcomingMealSchema>;

export const publishUpcomingMealSchema = z.object({
  status: z.literal('published', { error: 'status must be published' }),
});
