import type { Meal } from '@hostel/contract/meals';
import { NEXT_CURSOR_HEADER } from '@hostel/contract/paging';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import * as schema from '../../db/schema/index.ts';
import { findMealByTitle, listOngoingMeals } from './meals.queries.ts';

/**
 * Issue 15: a search of one or two letters reads titles through an index, so it costs a few
 * milliseconds however many meals there are; a search of thousands of matches walks at most 500
 * meals a call (searchPage in meals.queries.ts). Either way its pages, followed to the end, hold
 * every match once and in order.
 */
const t = useTestApp();

// Enough meals that the planner would rather read the whole table than an index if it could.
const FILLER = 20_000;
const MARKERS = 9;
// More matches than are read from the index at once, all sorting last by price (highest first).
const CHEAP_KHICHURI = 6_000;
const markerTitle = (i: number) => `Zq Marker ${i}`;

beforeAll(async () => {
  // Filler on every side of the markers: newer, older, dearer, cheaper, more liked.
  await t.db.execute(sql`
    insert into meals (title, category, price, distributor_name, post_time, likes)
    select (array['Beef Bhuna with Rice', 'Chicken Biryani', 'Masoor Dal Bhaat', 'Bazq Curry'])[1 + g % 4] || ' #' || g,
      (array['Breakfast', 'Lunch', 'Dinner'])[1 + g % 3], 100 + g % 50, 'Test Canteen',
      timestamptz '2030-01-01' - g * interval '1 minute', 1 + g % 7
    from generate_series(1, ${FILLER}::int) g`);
  // The markers are the oldest, cheapest and least liked meals: at the start of some orders, beyond
  // the first 500 meals of the others and of the most liked.
  await t.db.execute(sql`
    insert into meals (title, category, price, distributor_name, post_time, likes)
    select 'Zq Marker ' || g, (array['Breakfast', 'Lunch', 'Dinner'])[1 + g % 3], 10 + g, 'Test Canteen',
      timestamptz '2001-01-01' + g * interval '1 minute', 0
    from generate_series(1, ${MARKERS}::int) g`);
  await t.db.execute(sql`
    insert into meals (title, category, price, distributor_name)
    select 'Cheap Khichuri #' || g, 'Lunch', 1 + g % 5, 'Test Canteen' from generate_series(1, ${CHEAP_KHICHURI}::int) g`);
  await t.db.execute(sql`insert into meals (title, category, price, distributor_name) values
    ('Tilapia Bhuna with Rice', 'Lunch', 20, 'Test Canteen'), ('Alu Bhorta, Dim-Bhaja', 'Lunch', 20, 'Test Canteen')`);
  // As a database that has lived a while: statistics, and the trigram index's pending list merged.
  await t.db.execute(sql`vacuum analyze meals`);
  await t.db.execute(sql`vacuum analyze meal_rank`);
}, 120_000);

/**
 * The meals the list answers for `query`, page by page as the infinite scroll asks, until `enough`
 * of them or the last page; and how many pages came back short with more to come.
 */
async function pages(query: string, { limit = 4, enough = Number.POSITIVE_INFINITY } = {}) {
  const meals: Meal[] = [];
  let cursor = '';
  let shortPages = 0;
  for (let guard = 0; guard < 60; guard++) {
    const res = await t.app.inject({ url: `/api/meals?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}` });
    expect(res.statusCode).toBe(200);
    const page = res.json() as Meal[];
    expect(page.length).toBeLessThanOrEqual(limit);
    meals.push(...page);
    const next = res.headers[NEXT_CURSOR_HEADER] as string | undefined;
    if (!next || meals.length >= enough) return { meals, shortPages };
    if (page.length < limit) shortPages++;
    cursor = next;
  }
  throw new Error('paging did not end');
}
const allPages = async (query: string, limit = 4) => (await pages(query, { limit })).meals;

const titles = (meals: Meal[]) => meals.map((m) => m.title);
const markers = (order: number[]) => order.map(markerTitle);
const oneToNine = Array.from({ length: MARKERS }, (_, i) => i + 1);

describe('searching titles by short words', () => {
  it('finds a word of one or two letters where a title word starts, not inside a word', async () => {
    // "Bazq Curry" (5,000 of them) holds "zq" inside a word: not a match.
    expect(titles(await allPages('search=ZQ'))).toEqual(markers([...oneToNine].reverse()));
    // "Masoor Dal Bhaat" holds "al" inside a word; "Alu" starts with it.
    expect(titles(await allPages('search=al'))).toEqual(['Alu Bhorta, Dim-Bhaja']);
    expect(titles(await allPages('search=bh%20al'))).toEqual(['Alu Bhorta, Dim-Bhaja']);
  });

  it('matches every word, in any order, longer words anywhere in the title', async () => {
    expect(titles(await allPages('search=rice%20tilapia'))).toEqual(['Tilapia Bhuna with Rice']);
    expect(titles(await allPages('search=ilapi'))).toEqual(['Tilapia Bhuna with Rice']);
    expect(await allPages('search=tilapia%20biryani')).toEqual([]);
  });

  it.each([
    ['sortBy=date&sortOrder=desc', [...oneToNine].reverse()],
    ['sortBy=date&sortOrder=asc', oneToNine],
    ['sortBy=price&sortOrder=asc', oneToNine],
    ['sortBy=price&sortOrder=desc', [...oneToNine].reverse()],
    ['sortBy=date&category=lunch', [7, 4, 1]],
  ])('pages through the matches of a rare word completely and in order (%s)', async (sort, expected) => {
    expect(titles(await allPages(`search=zq&${sort}`, 2))).toEqual(markers(expected));
  });

  it('walks to matches of a common word that all sort last, a bounded part of the list a call', async () => {
    const { meals: found, shortPages } = await pages('search=khichuri&sortBy=price&sortOrder=desc', {
      limit: 20,
      enough: 30,
    });
    // 20,000 dearer meals come first: walked 500 a call, answered as empty pages with a cursor.
    expect(shortPages).toBeGreaterThan(10);
    const expected = rowsOf(
      await t.db.execute(sql`
        select id from meals where status = 'ongoing' and lower(title) like '%khichuri%'
        order by price desc, id desc limit 30`),
    ).map((row) => row.id);
    expect(found.slice(0, 30).map((m) => m._id)).toEqual(expected);
  });

  it('answers the best title match among the least liked meals too', async () => {
    const res = await t.app.inject({ url: '/api/meals/search?title=zq%20marker%203' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Meal).title).toBe(markerTitle(3));
    const byWord = await t.app.inject({ url: '/api/meals/search?title=marker%20zq' });
    expect((byWord.json() as Meal).title).toMatch(/^Zq Marker \d$/);
    expect((await t.app.inject({ url: '/api/meals/search?title=qz' })).statusCode).toBe(404);
  });
});

// Letters no title holds: every meal would have to be looked at to find none.
describe('the plans of a short, rare search', () => {
  /** The app's own queries for a call, recorded through a second Drizzle handle on the same connection. */
  async function queriesOf(call: (db: Db) => Promise<unknown>): Promise<{ sql: string; params: unknown[] }[]> {
    const queries: { sql: string; params: unknown[] }[] = [];
    const logger = { logQuery: (text: string, params: unknown[]) => void queries.push({ sql: text, params }) };
    const client = (t.db as unknown as { $client: never }).$client;
    const db = drizzlePg({ client, schema, logger }) as unknown as Db;
    await call(db);
    return queries;
  }

  async function explainAnalyze(query: { sql: string; params: unknown[] }): Promise<string> {
    const client = (t.db as unknown as { $client: { query(text: string, params: unknown[]): Promise<unknown> } })
      .$client;
    const result = (await client.query(`explain analyze ${query.sql}`, query.params)) as {
      rows: Record<string, string>[];
    };
    return result.rows.map((row) => Object.values(row)[0]).join('\n');
  }

  /** The most rows one step of a plan produced or threw away (all loops together). */
  function mostRowsOfOneStep(plan: string): number {
    const counts = plan.split('\n').map((line) => {
      const produced = /rows=([\d.]+) loops=(\d+)/.exec(line);
      const removed = /Rows Removed by (?:Filter|Index Recheck): (\d+)/.exec(line);
      return produced ? Number(produced[1]) * Number(produced[2]) : Number(removed?.[1] ?? 0);
    });
    return Math.max(...counts);
  }

  const list = (search: string, sortBy: 'date' | 'price', sortOrder: 'asc' | 'desc') => (db: Db) =>
    listOngoingMeals(db, { search, sortBy, sortOrder, limit: 6 });

  it("asks PostgreSQL for a search's estimate once, not at every call of it", async () => {
    const queries: string[] = [];
    const client = (t.db as unknown as { $client: never }).$client;
    const db = drizzlePg({
      client,
      schema,
      logger: { logQuery: (text: string) => void queries.push(text) },
    }) as unknown as Db;
    const explains = () => queries.filter((query) => query.startsWith('explain')).length;
    await list('khichuri', 'date', 'desc')(db);
    expect(explains()).toBe(1);
    await list('khichuri', 'price', 'asc')(db);
    await list('  KHICHURI ', 'date', 'desc')(db);
    expect(explains()).toBe(1);
    await list('firni', 'date', 'desc')(db);
    expect(explains()).toBe(2);
  });

  it.each([
    ['the list', list('qx', 'date', 'desc'), 'meals_title_trgm_idx'],
    ['the list by price', list('x', 'price', 'asc'), 'meals_title_trgm_idx'],
    ['the best title match', (db: Db) => findMealByTitle(db, 'qx'), 'meals_title_trgm_idx'],
    // Thousands of matches, all past 20,000 dearer meals: a walk of the first 500, by the price index.
    ['a common word by price', list('khichuri', 'price', 'desc'), 'meals_ongoing_price_idx'],
    // 6,000 lunches: with the category PostgreSQL expects a third of them, under the index read's 3,000.
    [
      'a common word in a category it is not in',
      (db: Db) =>
        listOngoingMeals(db, { search: 'khichuri', category: 'Dinner', sortBy: 'date', sortOrder: 'desc', limit: 6 }),
      'meals_ongoing_category_date_idx',
    ],
  ])('%s reads at most 500 rows a step, through indexes', async (_name, call, index) => {
    const queries = (await queriesOf(call)).filter((query) => !query.sql.startsWith('explain'));
    expect(queries.length).toBeGreaterThan(0);
    const plans = await Promise.all(queries.map(explainAnalyze));
    for (const plan of plans) {
      expect(plan).not.toMatch(/Seq Scan on meals/);
      expect(mostRowsOfOneStep(plan), plan).toBeLessThanOrEqual(500);
    }
    expect(plans.join('\n')).toContain(index);
  });
});
