import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { olderRelease } from '../../test/older-release.ts';
import { TEST_ORIGIN } from '../../test/test-app.ts';
import { createEmptyTestDatabase } from '../../test/test-database.ts';
import { buildApp } from '../app.ts';
import type { Database } from './client.ts';
import { FUNCTIONS_FOLDER } from './function-sources.ts';
import { rowsOf } from './rows.ts';

let database: Database;

beforeAll(async () => {
  database = await createEmptyTestDatabase();
});
afterAll(() => database?.close());

describe('upgrading', () => {
  it('applies new migrations on start to a database of the first release, keeping its data', async () => {
    // The first release: extensions and the initial schema, with a student, a meal, a like and a review.
    await database.migrate(olderRelease(2));
    await database.db.execute(
      sql`insert into users (id, name, email) values ('u1', 'Old Student', 'old@example.test')`,
    );
    await database.db.execute(sql`
      insert into meals (id, title, category, price, distributor_name, likes, reviews, rating, ingredients)
      values ('11111111-1111-4111-8111-111111111111', 'Old Khichuri', 'Dinner', 55.50, 'Old Canteen', 1, 1, 4, array['Rice','Dal'])`);
    await database.db.execute(
      sql`insert into meal_likes (meal_id, user_id) values ('11111111-1111-4111-8111-111111111111', 'u1')`,
    );
    await database.db.execute(
      sql`insert into reviews (meal_id, user_id, text, stars) values ('11111111-1111-4111-8111-111111111111', 'u1', 'Still good', 4)`,
    );
    const before = rowsOf(
      await database.db.execute(
        sql`select count(*)::int as n from information_schema.tables where table_name = 'sessions'`,
      ),
    );
    expect(before[0]?.n).toBe(0);

    await database.migrate();

    const app = await buildApp({
      database,
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'hm-upgrade-')),
      publicUrl: TEST_ORIGIN,
    });
    try {
      const meal = await app.inject({ url: '/api/meals/11111111-1111-4111-8111-111111111111' });
      expect(meal.json()).toMatchObject({
        title: 'Old Khichuri',
        price: 55.5,
        likes: 1,
        reviews: 1,
        rating: 4,
        ingredients: ['Rice', 'Dal'],
      });
      const reviews = await app.inject({ url: '/api/reviews/meal/11111111-1111-4111-8111-111111111111' });
      expect(reviews.json()).toEqual([expect.objectContaining({ text: 'Still good', displayName: 'Old Student' })]);
      // New features work on the upgraded database: accounts (sessions table) and sign-in.
      const signUp = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        payload: { email: 'new@example.test', password: 'upgrade-pass-1', name: 'New Student' },
      });
      expect(signUp.statusCode).toBe(200);
      // Applying again changes nothing.
      await database.migrate();
    } finally {
      await app.close();
    }
  });

  it('runs the like rules of db/functions/toggle_meal_like.sql, restored by the next start if changed', async () => {
    const file = fs.readFileSync(path.join(FUNCTIONS_FOLDER, 'toggle_meal_like.sql'), 'utf8');
    const body = file.slice(file.indexOf('$$') + 2, file.lastIndexOf('$$'));
    const source = async () =>
      rowsOf(await database.db.execute(sql`select prosrc from pg_proc where proname = 'toggle_meal_like'`)).map(
        (row) => row.prosrc,
      );
    expect(await source()).toEqual([body]);

    await database.db.execute(
      sql.raw(file.replace(/\$\$[\s\S]*\$\$/, () => "$$ BEGIN outcome := 'ok'; RETURN NEXT; END $$")),
    );
    expect(await source()).not.toEqual([body]);
    await database.migrate();
    expect(await source()).toEqual([body]);
  });
});
