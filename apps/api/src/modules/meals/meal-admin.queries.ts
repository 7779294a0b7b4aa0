import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mealRank } from '../../db/schema/meal-rank.ts';
import { meals } from '../../db/schema/meals.ts';
import { users } from '../../db/schema/users.ts';
import { notFound } from '../../lib/http-errors.ts';
import { refusedWhenPhotoGone } from '../uploads/stored-photo-claim.ts';
import { type MealRow, mealColumns } from './meal-dto.ts';

export interface MealFields {
  title: string;
  category: 'Breakfast' | 'Lunch' | 'Dinner';
  image: string;
  ingredients: string[];
  description: string;
  price: number;
  distributorName: string;
  postTime: Date;
}

// Named one by one: a body may carry more (the spec's client sends likes, status…), and none of it
// may reach the row. Prices arrive with at most two decimals and are stored as exact numeric text.
const toColumns = (f: MealFields) => ({
  title: f.title,
  category: f.category,
  image: f.image,
  ingredients: f.ingredients,
  description: f.description,
  price: f.price.toFixed(2),
  distributorName: f.distributorName,
  postTime: f.postTime,
});

export async function createMeal(
  db: Db,
  params: { fields: MealFields; addedBy: string; status: 'ongoing' | 'upcoming' },
): Promise<string> {
  const [row] = await db
    .insert(meals)
    .values({ ...toColumns(params.fields), addedBy: params.addedBy, status: params.status })
    .returning({ id: meals.id })
    .catch(refusedWhenPhotoGone);
  return row?.id as string;
}

/** Updates what the admin form edits; status, counters and the adding admin stay as they are. */
export async function updateMeal(db: Db, id: string, fields: MealFields): Promise<{ previousImage: string | null }> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ image: meals.image }).from(meals).where(eq(meals.id, id)).for('update');
    if (!before) throw notFound('Meal not found');
    await tx
      .update(meals)
      .set({ ...toColumns(fields), updatedAt: new Date() })
      .where(eq(meals.id, id))
      .catch(refusedWhenPhotoGone);
    return { previousImage: before.image };
  });
}

/**
 * Deletes a meal with its likes, reviews and requests: the foreign keys cascade inside the one
 * DELETE statement, so it is all or nothing.
 */
export async function deleteMeal(db: Db, id: string): Promise<{ image: string | null }> {
  const [row] = await db.delete(meals).where(eq(meals.id, id)).returning({ image: meals.image });
  if (!row) throw notFound('Meal not found');
  return row;
}

/** The admin's All Meals table: most liked first, then most reviewed. */
export async function listMealsByPopularity(db: Db, params: { limit: number; offset: number }) {
  const [items, [total]] = await Promise.all([
    db
      .select(mealColumns)
      .from(mealRank)
      .innerJoin(meals, eq(meals.id, mealRank.mealId))
      .leftJoin(users, eq(users.id, meals.addedBy))
      .orderBy(desc(mealRank.likes), desc(mealRank.reviews), desc(mealRank.mealId))
      .limit(params.limit)
      .offset(params.offset),
    db.select({ total: count() }).from(meals),
  ]);
  return { items: items as MealRow[], total: total?.total ?? 0 };
}
