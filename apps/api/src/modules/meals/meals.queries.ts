import type { MealCategory, MealSortField, SortOrder } from '@hostel/contract/meals';
import { MEALS_PAGE_SIZE } from '@hostel/contract/meals-constants';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { mealRank } from '../../db/schema/meal-rank.ts';
import { meals } from '../../db/schema/meals.ts';
import { users } from '../../db/schema/users.ts';
import {
  afterCursor,
  decodeCursorFor,
  type KeysetSort,
  keyAsText,
  keysetOrder,
  seekAfter,
  takePage,
} from '../../lib/keyset.ts';
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
  const sort = sortOf(params);
  const rows =
    params.search || params.limit !== MEALS_PAGE_SIZE
      ? await listQuery(db, params, sort)
      : await preparedPage(db, params, sort).execute(pageValues(params, sort));
  const { page, nextCursor } = takePage(rows, params.limit);
  return { items: page, nextCursor };
}

const sortOf = (params: Pick<ListMealsParams, 'sortBy' | 'sortOrder'>): KeysetSort => ({
  ...SORTS[params.sortBy],
  id: meals.id,
  direction: params.sortOrder,
});

/** The list query, built for these parameters (searches, and page sizes other than the app's). */
function listQuery(db: Db, params: ListMealsParams, sort: KeysetSort) {
  return selectPage(db, sort, params.limit, [
    params.category ? eq(meals.category, params.category) : undefined,
    params.search ? titleContains(params.search) : undefined,
    params.cursor ? afterCursor(sort, params.cursor) : undefined,
  ]);
}

/**
 * The status and the limit are literals, not parameters: with `limit $n` PostgreSQL cannot reuse a
 * prepared statement's plan (a generic plan cannot know the limit) and plans it again on every
 * execution, which costs it five times the query's own run. Drizzle inlines an SQL limit at run
 * time, though its type names only numbers and placeholders.
 */
function selectPage(db: Db, sort: KeysetSort, limit: number, conditions: (SQL | undefined)[]) {
  const literalLimit = sql.raw(String(Math.trunc(limit) + 1)) as unknown as number;
  return db
    .select({ ...mealColumns, cursorKey: keyAsText(sort) })
    .from(meals)
    .leftJoin(users, eq(users.id, meals.addedBy))
    .where(and(sql`${meals.status} = 'ongoing'`, ...conditions))
    .orderBy(...keysetOrder(sort))
    .limit(literalLimit);
}

type PreparedPage = ReturnType<ReturnType<typeof selectPage>['prepare']>;

/**
 * The list's everyday pages (the app's page size, any sort, with or without a category and a
 * cursor: 24 shapes) as prepared statements, one per shape and database: the SQL is built once,
 * not on every request, and PostgreSQL parses and plans it once per connection. Searches stay
 * unprepared: a plan made for one pattern can be a poor one for another.
 */
export function preparedPage(db: Db, params: ListMealsParams, sort: KeysetSort): PreparedPage {
  const name = `meals_page_${params.sortBy}_${params.sortOrder}${params.category ? '_category' : ''}${params.cursor ? '_after' : ''}`;
  return preparedOnce(db, name, () =>
    selectPage(db, sort, MEALS_PAGE_SIZE, [
      params.category ? eq(meals.category, sql.placeholder('category')) : undefined,
      params.cursor ? seekAfter(sort, sql.placeholder('cursorKey'), sql.placeholder('cursorId')) : undefined,
    ]).prepare(name),
  );
}

function pageValues(params: ListMealsParams, sort: KeysetSort): Record<string, unknown> {
  const cursor = params.cursor ? decodeCursorFor(sort, params.cursor) : undefined;
  return { category: params.category, cursorKey: cursor?.keyText, cursorId: cursor?.id };
}

/**
 * The ongoing meal whose title best matches: exact, then prefix, then contains; most liked first.
 * Three tiers of one id each, in order, under one LIMIT 1: PostgreSQL stops at the first tier that
 * answers, and inside a tier walks the likes index (meal_rank's) until a title matches (or, for a
 * rare word, reads the few matches from the meals' trigram index), so the work does not grow with
 * the number of matches. The tiers pick an id only and the meal is read once by it: planning three
 * joins of every column cost more than running the whole query.
 */
export async function findMealByTitle(db: Db, title: string): Promise<MealRow | undefined> {
  const tier = (titleMatches: SQL) =>
    db
      .select({ id: mealRank.mealId })
      .from(mealRank)
      .innerJoin(meals, eq(meals.id, mealRank.mealId))
      .where(and(sql`${mealRank.ongoing}`, titleMatches))
      .orderBy(desc(mealRank.likes), desc(mealRank.mealId))
      .limit(1);
  const bestId = unionAll(
    tier(eq(mealRank.titleLower, title.toLowerCase())),
    tier(sql`lower(${meals.title}) like ${prefixPattern(title)}`),
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
