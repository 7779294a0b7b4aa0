import { MEALS_PAGE_SIZE } from '@hostel/contract/meals';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../apps/api/src/db/client.ts';
import * as schema from '../../apps/api/src/db/schema/index.ts';
import { findMealByTitle, listOngoingMeals } from '../../apps/api/src/modules/meals/meals.queries.ts';
import type { Fixtures } from './catalog.ts';

export interface QueryPlan {
  title: string;
  sql: string;
  params: unknown[];
  plan: string;
}

/**
 * EXPLAIN ANALYZE of the app's own queries: each is run once through the app's query function on a
 * drizzle handle that records the SQL it sends, then explained with the same parameters.
 */
export async function explainOnPostgres(databaseUrl: string, fixtures: Fixtures): Promise<QueryPlan[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  let last: { sql: string; params: unknown[] } | undefined;
  const db = drizzle({
    client: pool,
    schema,
    logger: {
      logQuery: (sql, params) => {
        last = { sql, params };
      },
    },
  }) as unknown as Db;
  const page = { sortBy: 'date', sortOrder: 'desc', limit: MEALS_PAGE_SIZE } as const;
  const queries: { title: string; run: () => Promise<unknown> }[] = [
    {
      title: 'Title search, common word: GET /api/meals?search=chicken',
      run: () => listOngoingMeals(db, { ...page, search: 'chicken' }),
    },
    {
      title: `Title search, one match: GET /api/meals?search=${fixtures.rareSearch}`,
      run: () => listOngoingMeals(db, { ...page, search: fixtures.rareSearch }),
    },
    {
      title: 'Best title match: GET /api/meals/search?title=khichuri',
      run: () => findMealByTitle(db, 'khichuri'),
    },
    {
      title: `Deep page: GET /api/meals?cursor=… (${fixtures.deepOffset.toLocaleString('en-US')} rows deep)`,
      run: () => listOngoingMeals(db, { ...page, cursor: fixtures.deepCursor }),
    },
  ];
  try {
    const plans: QueryPlan[] = [];
    for (const query of queries) {
      await query.run();
      if (!last) throw new Error(`no SQL recorded for ${query.title}`);
      const { sql, params } = last;
      const result = await pool.query(`explain (analyze, buffers) ${sql}`, params);
      const plan = result.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n');
      plans.push({ title: query.title, sql, params, plan });
    }
    return plans;
  } finally {
    await pool.end();
  }
}
