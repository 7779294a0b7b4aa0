import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsBefore, olderRelease } from '../../test/older-release.ts';
import { createEmptyTestDatabase } from '../../test/test-database.ts';
import type { Database } from './client.ts';
import { rowsOf } from './rows.ts';

let database: Database;

beforeAll(async () => {
  database = await createEmptyTestDatabase();
});
afterAll(() => database?.close());

const SPAMMED = '22222222-2222-4222-8222-222222222222';
const CHANGED_MIND = '33333333-3333-4333-8333-333333333333';
const UNREVIEWED = '44444444-4444-4444-8444-444444444444';

describe('migration 0012 (rating per student)', () => {
  it('recounts the ratings of a database that counted every review', async () => {
    await database.migrate(olderRelease(migrationsBefore('0012_rating_per_student')));
    const run = (query: ReturnType<typeof sql>) => database.db.execute(query);
    await run(sql`insert into users (id, name, email) values
      ('spammer', 'Spammer', 'spam@example.test'), ('fan', 'Fan', 'fan@example.test')`);
    for (const id of [SPAMMED, CHANGED_MIND, UNREVIEWED]) {
      await run(sql`insert into meals (id, title, category, price, distributor_name)
        values (${id}, 'Old meal', 'Lunch', 80, 'Old Canteen')`);
    }
    // Thirty one-star reviews from one student and one five-star review: the old rule said 1.13.
    await run(sql`insert into reviews (meal_id, user_id, text, stars, created_at)
      select ${SPAMMED}::uuid, 'spammer', 'Awful', 1, now() - make_interval(mins => n) from generate_series(1, 30) n`);
    await run(sql`insert into reviews (meal_id, user_id, text, stars) values (${SPAMMED}, 'fan', 'Lovely', 5)`);
    // One student who gave 2, then 5 (and a later review without stars): their newest stars are 5.
    await run(sql`insert into reviews (meal_id, user_id, text, stars, created_at) values
      (${CHANGED_MIND}, 'spammer', 'Bad', 2, now() - interval '2 days'),
      (${CHANGED_MIND}, 'spammer', 'Better now', 5, now() - interval '1 day'),
      (${CHANGED_MIND}, 'spammer', 'No stars', null, now())`);
    // Counters as the old release kept them.
    await run(sql`update meals m set
      reviews = (select count(*) from reviews r where r.meal_id = m.id),
      rating = coalesce((select round(avg(r.stars), 2) from reviews r where r.meal_id = m.id and r.stars is not null), 0)`);
    const ratings = async () =>
      Object.fromEntries(
        rowsOf(await run(sql`select id, reviews, rating::text as rating from meals`)).map((m) => [
          m.id,
          { reviews: m.reviews, rating: Number(m.rating) },
        ]),
      );
    expect(await ratings()).toEqual({
      [SPAMMED]: { reviews: 31, rating: 1.13 },
      [CHANGED_MIND]: { reviews: 3, rating: 3.5 },
      [UNREVIEWED]: { reviews: 0, rating: 0 },
    });

    await database.migrate();

    expect(await ratings()).toEqual({
      [SPAMMED]: { reviews: 31, rating: 3 },
      [CHANGED_MIND]: { reviews: 3, rating: 5 },
      [UNREVIEWED]: { reviews: 0, rating: 0 },
    });
    const [rank] = rowsOf(await run(sql`select reviews from meal_rank where meal_id = ${SPAMMED}`));
    expect(rank?.reviews).toBe(31);
  });
});
