import type { AdminMeal, Meal } from '@hostel/contract/meals';
import { getTableColumns } from 'drizzle-orm';
import { meals } from '../../db/schema/meals.ts';
import { users } from '../../db/schema/users.ts';

/** Columns every meal answer needs: the meal plus its adding admin's name (and email, for the admin tables). */
export const mealColumns = {
  ...getTableColumns(meals),
  adminEmail: users.email,
  adminName: users.name,
};

export type MealRow = typeof meals.$inferSelect & { adminEmail: string | null; adminName: string | null };

/**
 * The spec's meal shape as anyone may read it (no email: see mealSchema). numeric columns arrive as
 * exact strings; JSON carries them as numbers.
 */
export function toMeal(row: MealRow): Meal {
  const posted = row.postTime.toISOString();
  return {
    _id: row.id,
    title: row.title,
    category: row.category,
    image: row.image,
    ingredients: row.ingredients,
    description: row.description,
    price: Number(row.price),
    distributorName: row.distributorName,
    date: posted,
    postTime: posted,
    displayName: row.adminName,
    likes: row.likes,
    reviews: row.reviews,
    rating: Number(row.rating),
    status: row.status,
  };
}

/** For the admin tables only: the meal with its adding admin's email. */
export const toAdminMeal = (row: MealRow): AdminMeal => ({ ...toMeal(row), email: row.adminEmail });
