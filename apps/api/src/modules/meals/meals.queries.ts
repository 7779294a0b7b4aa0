import type { MealCategory, MealSortField, SortOrder } from '@hostel/contract/meals';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { meals } from '../../db/schema/meals.ts';
import { users } from '../../db/schema/users.ts';
import { afterCursor, type KeysetSort, keyAsText, keysetOrder, takePage } from '../../lib/keyset.ts';
import { containsPattern, prefixPattern } from '../../lib/like-pattern.ts';
import { type MealRow, mealColumns } from './meal-dto.ts';

const SORTS: Record<MealSortField, Pick<KeysetSort, 'key' | 'keyType'>> = {
  date: { key: meals.postTime, keyType: 'timestamptz' },
  price: { key: meals.price, keyType: 'numeric' },
  category: { key: meals.category, keyType: 'text' },
};

export interface ListMealsParams {
  search?: string | undefined;
  category?: MealCategory | undefined;
  sortBy: MealSortField;
  sortOrder: SortOrder;
  limit: number;
  cursor?: string | undefined;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

const titleContains = (text: string) => sql`lower(${meals.title}) like ${containsPattern(text)}`;

/** One page of ongoing meals; fetches limit + 1 rows to learn whether another page exists. */
export async function listOngoingMeals(db: Db, params: ListMealsParams): Promise<Page<MealRow>> {
  const sort: KeysetSort = { ...SORTS[params.sortBy], id: meals.id, direction: params.sortOrder };
  const conditions: (SQL | undefined)[] = [
    eq(meals.status, 'ongoing'),
    params.category ? eq(meals.category, params.category) : undefined,
    params.search ? titleContains(params.search) : undefined,
    params.cursor ? afterCursor(sort, params.cursor) : undefined,
  ];
  const rows = await db
    .select({ ...mealColumns, cursorKey: keyAsText(sort) })
    .from(meals)
    .leftJoin(users, eq(users.id, meals.addedBy))
    .where(and(...conditions))
    .orderBy(...keysetOrder(sort))
    .limit(params.limit + 1);
  const { page, nextCursor } = takePage(rows, params.limit);
  return { items: page, nextCursor };
}

/**
 * The ongoing meal whose title best matches: exact, then prefix, then contains; most liked first.
 * Three tiers of one id each, in order, under one LIMIT 1: PostgreSQL stops at the first tier that
 * answers, and inside a tier walks the likes index until a title matches (or, for a rare word, reads
 * the few matches from the trigram index), so the work does not grow with the number of matches.
 * The tiers pick an id only and the meal is read once by it: planning three joins cost more than
 * running the whole query.
 */
export async function findMealByTitle(db: Db, title: string): Promise<MealRow | undefined> {
  const tier = (titleMatches: SQL) =>
    db
      .select({ id: meals.id })
      .from(meals)
      .where(and(eq(meals.status, 'ongoing'), titleMatches))
      .orderBy(desc(meals.likes), desc(meals.id))
      .limit(1);
  const lowered = sql`lower(${meals.title})`;
  const bestId = unionAll(
    tier(sql`${lowered} = ${title.toLowerCase()}`),
    tier(sql`${lowered} like ${prefixPattern(title)}`),
    tier(titleContains(title)),
  ).limit(1);
  const [row] = await db
    .select(mealColumns)
    .from(meals)
    .leftJoin(users, eq(users.id, meals.addedBy))
    .where(eq(meals.id, sql`(${bestId})`));
  return row;
}

export async function getMealById(db: Db, id: string): Promise<MealRow | undefined> {
  const [row] = await db
    .select(mealColumns)
    .from(meals)
    .leftJoin(users, eq(users.id, meals.addedBy))
    .where(eq(meals.id, id))
    .limit(1);
  return row;
}
