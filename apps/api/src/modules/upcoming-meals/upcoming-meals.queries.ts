import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { meals } from '../../db/schema/meals.ts';
import { users } from '../../db/schema/users.ts';
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
