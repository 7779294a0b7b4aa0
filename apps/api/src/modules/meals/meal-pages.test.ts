import { MEAL_CATEGORIES, MEAL_SORT_FIELDS, MEALS_PAGE_SIZE, SORT_ORDERS } from '@hostel/contract/meals-constants';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMeals } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import * as schema from '../../db/schema/index.ts';
import { type ListMealsParams, listOngoingMeals, preparedPage } from './meals.queries.ts';

const t = useTestApp();

beforeAll(async () => {
  // Ties on every sort key (same price, category and time for several meals) test the id tiebreak.
  await createMeals(t.db, 40, (i) => ({
    category: MEAL_CATEGORIES[i % 3],
    price: String(80 + (i % 4) * 10),
    postTime: new Date(Date.UTC(2026, 10, 1 + (i % 9))),
    status: i % 10 === 9 ? 'upcoming' : 'ongoing',
  }));
});

/** Every page of a list, following the cursors. */
async function allPages(params: Omit<ListMealsParams, 'cursor'>): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 50; page++) {
    const result = await listOngoingMeals(t.db, { ...params, cursor });
    ids.push(...result.items.map((meal) => meal.id));
    if (!result.nextCursor) return ids;
    cursor = result.nextCursor;
  }
  throw new Error('no last page');
}

describe('the prepared everyday pages', () => {
  it('page through the same meals as the query built per request, for every sort and category', async () => {
    for (const sortBy of MEAL_SORT_FIELDS) {
      for (const sortOrder of SORT_ORDERS) {
        for (const category of [undefined, ...MEAL_CATEGORIES]) {
          const prepared = await allPages({ sortBy, sortOrder, category, limit: MEALS_PAGE_SIZE });
          // Another page size takes the per-request query; one meal a page still visits them all.
          const built = await allPages({ sortBy, sortOrder, category, limit: MEALS_PAGE_SIZE + 1 });
          expect(prepared).toEqual(built);
          expect(new Set(prepared).size).toBe(prepared.length);
          expect(prepared.length).toBe(category ? 12 : 36);
        }
      }
    }
  });

  it('carry the status and the limit as literals, so their plan is made once', () => {
    const { sql: text } = preparedPage(
      t.db,
      { sortBy: 'price', sortOrder: 'asc', category: 'Dinner', limit: MEALS_PAGE_SIZE, cursor: 'x' },
      { key: schema.meals.price, keyType: 'numeric', id: schema.meals.id, direction: 'asc' },
    ).getQuery();
    expect(text).toContain(`"meals"."status" = 'ongoing'`);
    expect(text).toMatch(new RegExp(`limit ${MEALS_PAGE_SIZE + 1}$`));
    expect(text).not.toMatch(/limit \$/);
  });

  it.runIf(process.env.TEST_DB_KIND === 'postgres')(
    'run on a generic plan on PostgreSQL after the first few',
    async () => {
      // One connection, so pg_prepared_statements (per connection) sees the statements it ran.
      const client = new pg.Client({ connectionString: t.database.url });
      await client.connect();
      try {
        const db = drizzle({ client, schema }) as unknown as Db;
        for (let i = 0; i < 8; i++) {
          await listOngoingMeals(db, { sortBy: 'date', sortOrder: 'desc', limit: MEALS_PAGE_SIZE });
          await listOngoingMeals(db, { sortBy: 'date', sortOrder: 'desc', category: 'Lunch', limit: MEALS_PAGE_SIZE });
        }
        const plans = rowsOf(
          await db.execute(
            sql`select name, generic_plans::int, custom_plans::int from pg_prepared_statements order by name`,
          ),
        );
        // Without parameters the plan is generic from the start; with one, after five custom plans.
        expect(plans).toEqual([
          { name: 'meals_page_date_desc', generic_plans: 8, custom_plans: 0 },
          { name: 'meals_page_date_desc_category', generic_plans: 3, custom_plans: 5 },
        ]);
      } finally {
        await client.end();
      }
    },
  );
});
