import type { MealCategory, MealSortField, SortOrder } from '@hostel/contract/meals';
import { MEALS_PAGE_SIZE } from '@hostel/contract/meals-constants';
import { and, desc, eq, getTableColumns, type SQL, type Subquery, sql } from 'drizzle-orm';
import { type PgSelect, unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { rowsOf } from '../../db/rows.ts';
import { mealRank } from '../../db/schema/meal-rank.ts';
import { meals } from '../../db/schema/meals.ts';
import { users } from '../../db/schema/users.ts';
import { type BoundedCache, createBoundedCache } from '../../lib/bounded-cache.ts';
import {
  afterCursor,
  decodeCursorFor,
  encodeCursor,
  type KeysetSort,
  keyAsText,
  keysetOrder,
  seekAfter,
  takePage,
} from '../../lib/keyset.ts';
import { type MealRow, mealColumns } from './meal-dto.ts';
import { searchWords, titleMatchesWords, titleStartsWith } from './title-search.ts';

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

/** One page of ongoing meals; fetches limit + 1 rows to learn whether another page exists. */
export async function listOngoingMeals(db: Db, params: ListMealsParams): Promise<Page<MealRow>> {
  const sort = sortOf(params);
  const searched = params.search ? searchWords(params.search) : [];
  const words = titleMatchesWords(searched);
  if (words) return searchPage(db, params, sort, { words, key: searched.join(' ') });
  const rows =
    params.limit !== MEALS_PAGE_SIZE
      ? await listQuery(db, params, sort)
      : await preparedPage(db, params, sort).execute(pageValues(params, sort));
  return takeFullPage(rows, params.limit);
}

const sortOf = (params: Pick<ListMealsParams, 'sortBy' | 'sortOrder'>): KeysetSort => ({
  ...SORTS[params.sortBy],
  id: meals.id,
  direction: params.sortOrder,
});

/** The list query, built for these parameters (page sizes other than the app's). */
function listQuery(db: Db, params: ListMealsParams, sort: KeysetSort) {
  return selectPage(db, sort, params.limit, listScope(params, sort));
}

const listScope = (params: ListMealsParams, sort: KeysetSort) => [
  params.category ? eq(meals.category, params.category) : undefined,
  params.cursor ? afterCursor(sort, params.cursor) : undefined,
];

const ONGOING = sql`${meals.status} = 'ongoing'`;

/** Matches the trigram index reads and sorts in a few milliseconds. */
const INDEX_READ_ROWS = 3_000;
/**
 * Meals a search walks in one call at most. In an order the table is not stored in (by price) each
 * is a page of its own: 500 cost PostgreSQL half a millisecond, PGlite (WebAssembly) about 9 ms.
 */
const SEARCH_WINDOW = 500;

/**
 * A search's page, at a bounded cost (docs/decisions/067-searches-at-a-bounded-cost-a-page-may-be-short.md). Left to
 * itself PostgreSQL either reads every match from the trigram index and sorts them (quick when few
 * match, slow for thousands) or walks the list in order until enough titles match (quick when
 * matches are everywhere, but through the whole list when there are none, or when they all sort
 * last: every meal of one dish, by price). It chooses by an estimate that assumes matches spread
 * evenly: "zq" read all 100,000 meals, "firni" by price walked 90,000 of them. So:
 * - when PostgreSQL expects at most INDEX_READ_ROWS titles to hold the words, the matches are read
 *   from the trigram index and sorted (an order through an expression no index has, so it cannot walk instead);
 * - otherwise the call walks at most the next SEARCH_WINDOW meals of the list and answers the
 *   matches among them. Most such searches fill their page early; when a page ends short (even
 *   empty), its next cursor is the last meal walked, and the list fetches on until it is full or
 *   the cursor ends (the web app does; see meals-infinite-list.tsx).
 */
async function searchPage(
  db: Db,
  params: ListMealsParams,
  sort: KeysetSort,
  { words, key }: { words: SQL; key: string },
): Promise<Page<MealRow>> {
  const category = params.category ? eq(meals.category, params.category) : undefined;
  const matching = and(ONGOING, category, words);
  // The index read visits every title the words match, whatever the other conditions: estimated on
  // the words alone. With the category too, PostgreSQL multiplies the two as if independent, and a
  // dish served at one meal only ("khichuri" at dinner) was expected 4× too few and read in full.
  if ((await estimatedMatches(db, key, words)) <= INDEX_READ_ROWS) {
    const reading = withoutIndex(sort);
    const after = params.cursor ? afterCursor(reading, params.cursor) : undefined;
    const matches = db.select().from(meals).where(and(matching, after)).$dynamic();
    return takeFullPage(await pageOf(db, sort, params.limit, matches, keysetOrder(reading)), params.limit);
  }
  const inList = and(ONGOING, ...listScope(params, sort));
  const order = keysetOrder(sort);
  // Named as the table, so the page's conditions read its rows. The walk stops at a full page.
  const window = db
    .select(getTableColumns(meals))
    .from(meals)
    .where(inList)
    .orderBy(...order)
    .limit(SEARCH_WINDOW)
    .as('meals');
  const found = await pageOf(db, sort, params.limit, db.select().from(window).where(words).$dynamic());
  if (found.length > params.limit) return takeFullPage(found, params.limit);
  const [lastWalked] = await db
    .select({ key: keyAsText(sort), id: meals.id })
    .from(meals)
    .where(inList)
    .orderBy(...order)
    .offset(SEARCH_WINDOW - 1)
    .limit(1);
  return { items: found, nextCursor: lastWalked ? encodeCursor(lastWalked.key, lastWalked.id) : null };
}

function takeFullPage(rows: (MealRow & { cursorKey: string })[], limit: number): Page<MealRow> {
  const { page, nextCursor } = takePage(rows, limit);
  return { items: page, nextCursor };
}

/**
 * PostgreSQL's estimate of the titles matching a search's words, remembered a minute per database:
 * a search repeated meanwhile (the next page, another sort, someone else typing the same dish) is
 * one round trip, not two. An estimate only picks between two bounded ways of reading (above), and
 * statistics move only when the table is analysed, so one a minute old is as good.
 */
async function estimatedMatches(db: Db, key: string, words: SQL): Promise<number> {
  let known = matchEstimates.get(db);
  if (!known) {
    known = createBoundedCache<number>({
      maxEntries: 1000,
      maxBytes: 256 * 1024,
      ttlMs: 60_000,
      sizeOf: (key) => key.length + 16,
    });
    matchEstimates.set(db, known);
  }
  const cached = known.get(key);
  if (cached !== undefined) return cached;
  const generation = known.generation;
  const rows = await estimatedRows(db, words);
  known.set(key, rows, generation);
  return rows;
}

const matchEstimates = new WeakMap<Db, BoundedCache<number>>();

/** How many rows PostgreSQL expects meals matching `condition` to be (its plan's estimate). */
async function estimatedRows(db: Db, condition: SQL | undefined): Promise<number> {
  const [top] = rowsOf(await db.execute(sql`explain select 1 from ${meals} where ${condition}`));
  const rows = /rows=(\d+)/.exec(String(Object.values(top ?? {})[0]));
  return rows ? Number(rows[1]) : Number.POSITIVE_INFINITY;
}

/**
 * The first `limit` + 1 of `matches` in `order` (the sort's by default), then read with their
 * admin: the join with users comes after the limit, not before a sort of every match.
 */
function pageOf(db: Db, sort: KeysetSort, limit: number, matches: PgSelect, order = keysetOrder(sort)) {
  // Named as the table, so the page's columns read its rows.
  const page = matches
    .orderBy(...order)
    .limit(limit + 1)
    .as('meals');
  return selectPage(db, sort, limit, [], { from: page });
}

/**
 * The sort through an expression no index offers (coalesce of a non-null key is the key), so
 * PostgreSQL can neither walk an index in its order nor read a range of one: it reads the matches
 * from the trigram index and keeps the first.
 */
const withoutIndex = (sort: KeysetSort): KeysetSort => ({ ...sort, key: sql`coalesce(${sort.key}, ${sort.key})` });

/**
 * The status and the limit are literals, not parameters: with `limit $n` PostgreSQL cannot reuse a
 * prepared statement's plan (a generic plan cannot know the limit) and plans it again on every
 * execution, which costs it five times the query's own run. Drizzle inlines an SQL limit at run
 * time, though its type names only numbers and placeholders.
 */
function selectPage(
  db: Db,
  sort: KeysetSort,
  limit: number,
  conditions: (SQL | undefined)[],
  { from = meals as typeof meals | Subquery } = {},
) {
  const literalLimit = sql.raw(String(Math.trunc(limit) + 1)) as unknown as number;
  return (
    db
      .select({ ...mealColumns, cursorKey: keyAsText(sort) })
      // A subquery named as the table has its columns: the page reads the same.
      .from(from as typeof meals)
      .leftJoin(users, eq(users.id, meals.addedBy))
      .where(and(ONGOING, ...conditions))
      .orderBy(...keysetOrder(sort))
      .limit(literalLimit)
  );
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

const MOST_LIKED = [desc(mealRank.likes), desc(mealRank.mealId)];

/**
 * The ongoing meal whose title best matches: exact, then starting with the text, then matching its
 * words (title-search.ts); most liked first. Tiers of one id each, in order, under one LIMIT 1:
 * PostgreSQL stops at the first tier that answers. The first two read meal_rank's title index. The
 * words are looked for, as the list's search does (searchPage), first among the SEARCH_WINDOW most
 * liked meals, walking the likes index, and only then among all matches, read from the trigram
 * index: walking the whole likes index for words no title has cost 400 ms at 100,000 meals. The
 * tiers pick an id only and the meal is read once by it: planning three joins of every column
 * cost more than running the whole query.
 */
export async function findMealByTitle(db: Db, title: string): Promise<MealRow | undefined> {
  const byTitle = (titleMatches: SQL) =>
    db
      .select({ id: mealRank.mealId })
      .from(mealRank)
      .where(and(sql`${mealRank.ongoing}`, titleMatches))
      .orderBy(...MOST_LIKED)
      .limit(1);
  const words = searchWords(title);
  const wordTiers = words.length > 0 ? [mostLikedWithWords(db, words), anyWithWords(db, words)] : [];
  const bestId = unionAll(
    byTitle(eq(mealRank.titleLower, title.toLowerCase())),
    byTitle(titleStartsWith(title)),
    ...wordTiers,
  ).limit(1);
  const [row] = await db
    .select(mealColumns)
    .from(meals)
    .leftJoin(users, eq(users.id, meals.addedBy))
    .where(eq(meals.id, sql`(${bestId})`));
  return row;
}

/**
 * The most liked of the SEARCH_WINDOW most liked meals whose title has the words, read from
 * meal_rank alone (its lower-cased title): no index can serve the words there, so PostgreSQL walks
 * the likes index and stops at the first match.
 */
function mostLikedWithWords(db: Db, words: string[]) {
  const window = db
    .select()
    .from(mealRank)
    .where(sql`${mealRank.ongoing}`)
    .orderBy(...MOST_LIKED)
    .limit(SEARCH_WINDOW)
    .as('meal_rank');
  return db
    .select({ id: mealRank.mealId })
    .from(window)
    .where(titleMatchesWords(words, mealRank.titleLower))
    .orderBy(...MOST_LIKED)
    .limit(1);
}

/**
 * The most liked of all meals whose title has the words, by meals' own likes (equal to
 * meal_rank's), which no index orders: PostgreSQL reads the matches from the trigram index and
 * keeps the best, instead of walking every meal from the most liked down to the first match.
 */
function anyWithWords(db: Db, words: string[]) {
  return db
    .select({ id: meals.id })
    .from(meals)
    .where(and(ONGOING, titleMatchesWords(words)))
    .orderBy(desc(meals.likes), desc(meals.id))
    .limit(1);
}

export async function getMealById(db: Db, id: string): Promise<MealRow | undefined> {
  // Prepared, as the list's pages are: PGlite parses and plans an unnamed statement at every call.
  const [row] = await preparedOnce(db, 'meal_by_id', () =>
    db
      .select(mealColumns)
      .from(meals)
      .leftJoin(users, eq(users.id, meals.addedBy))
      .where(eq(meals.id, sql.placeholder('id')))
      .limit(1)
      .prepare('meal_by_id'),
  ).execute({ id });
  return row;
}
