import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { meals } from '../../db/schema/meals.ts';
import { users } from '../../db/schema/users.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { afterCursor, type KeysetSort, keyAsText, keysetOrder, takePage } from '../../lib/keyset.ts';
import { type MealRow, mealColumns } from '../meals/meal-dto.ts';
import type { Page } from '../meals/meals.queries.ts';

/** Upcoming meals, newest first. */
export async function listUpcomingMeals(
  db: Db,
  params: { limit: number; cursor?: string | undefined },
): Promise<Page<MealRow>> {
  const sort: KeysetSort = { key: meals.postTime, keyType: 'timestamptz', id: meals.id, direction: 'desc' };
  const rows = await db
    .select({ ...mealColumns, cursorKey: keyAsText(sort) })
    .from(meals)
    .leftJoin(users, eq(users.id, meals.addedBy))
    .where(and(eq(meals.status, 'upcoming'), params.cursor ? afterCursor(sort, params.cursor) : undefined))
    .orderBy(...keysetOrder(sort))
    .limit(params.limit + 1);
  const { page, nextCursor } = takePage(rows, params.limit);
  return { items: page, nextCursor };
}

/** The admin's Upcoming Meals table: offset pages with a total, soonest planned first. */
export async function listUpcomingMealsPage(db: Db, params: { limit: number; offset: number }) {
  const upcoming = eq(meals.status, 'upcoming');
  const [items, total] = await Promise.all([
    db
      .select(mealColumns)
      .from(meals)
      .leftJoin(users, eq(users.id, meals.addedBy))
      .where(upcoming)
      .orderBy(meals.postTime, meals.id)
      .limit(params.limit)
      .offset(params.offset),
    db.$count(meals, upcoming),
  ]);
  return { items: items as MealRow[], total };
}

/**
 * Publishing makes an upcoming meal an ongoing one. A meal already published (or released by likes)
 * is refused with 409 rather than silently "published" again.
 */
export async function publishUpcomingMeal(db: Db, id: string): Promise<{ title: string }> {
  const [row] = await db
    .update(meals)
    .set({ status: 'ongoing', publishedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(meals.id, id), eq(meals.status, 'upcoming')))
    .returning({ title: meals.title });
  if (row) return row;
  const [exists] = await db.select({ id: meals.id }).from(meals).where(eq(meals.id, id));
  throw exists ? new HttpError(409, 'This meal is already published.') : notFound('Meal not found');
}
