import type { AddressInfo } from 'node:net';
import type { Meal } from '@hostel/contract/meals';
import type { Review } from '@hostel/contract/reviews';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMeal, createMeals } from '../../test/factories.ts';
import { signUp, type TestSession } from '../../test/sessions.ts';
import { TEST_ORIGIN, type TestContext, useTestApp } from '../../test/test-app.ts';
import { uploadTestImage } from '../../test/uploads.ts';
import { buildApp } from '../app.ts';
import { LISTENER_APPLICATION_NAME, openPostgres } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { meals } from '../db/schema/meals.ts';
import { loggerOptions } from './logging.ts';

type App = TestContext['app'];

// Headers made afresh for every answer.
const PER_ANSWER = ['x-request-id', 'x-cache', 'date', 'connection', 'keep-alive'];

const t = useTestApp();
let student: TestSession;
let admin: TestSession;

beforeAll(async () => {
  student = await signUp(t.app, { name: 'Cache Student' });
  admin = await signUp(t.app, { name: 'Cache Admin', role: 'admin' });
});

const get = (url: string, app: App = t.app) => app.inject({ url });
const like = (session: TestSession, mealId: string, action: 'like' | 'dislike' = 'like', app: App = t.app) =>
  app.inject({ method: 'PATCH', url: `/api/meals/${mealId}/like`, headers: session.headers, payload: { action } });
const likesShown = async (mealId: string, app: App = t.app) => {
  const res = await get(`/api/meals/${mealId}`, app);
  return { likes: (res.json() as Meal).likes, cache: res.headers['x-cache'] };
};
const likesStored = async (mealId: string) =>
  (await t.db.select({ likes: meals.likes }).from(meals).where(eq(meals.id, mealId)))[0]?.likes;

/**
 * Reads until the answer comes from the cache, so that a next step really tests invalidation. On
 * PostgreSQL a change made just before (a factory's insert) is heard a moment later and may empty
 * the cache once more.
 */
async function warm(url: string, app: App = t.app) {
  let res = await get(url, app);
  for (let i = 0; i < 5 && res.headers['x-cache'] !== 'hit'; i++) res = await get(url, app);
  expect(res.headers['x-cache'], url).toBe('hit');
  return res;
}

describe('read cache', () => {
  it('answers a repeated read from memory with the same body and headers', async () => {
    await createMeals(t.db, 8);
    const miss = await get('/api/meals?limit=3');
    expect(miss.headers['x-cache']).toBe('miss');
    const hit = await warm('/api/meals?limit=3');
    expect(hit.statusCode).toBe(200);
    expect(hit.body).toBe(miss.body);
    for (const name of ['content-type', 'x-next-cursor', 'link', 'content-security-policy', 'x-content-type-options']) {
      expect(hit.headers[name], name).toBe(miss.headers[name]);
    }
    expect(miss.headers['x-next-cursor']).toBeTruthy();
    expect(hit.headers['x-request-id']).not.toBe(miss.headers['x-request-id']);
  });

  it('answers hits over HTTP inside Fastify: same headers as a miss, logged and counted', async () => {
    const meal = await createMeal(t.db);
    const logLines: string[] = [];
    const app = await buildApp({
      database: t.database,
      dataDir: t.dataDir,
      publicUrl: TEST_ORIGIN,
      logger: loggerOptions({ level: 'info', stream: { write: (line: string) => void logLines.push(line) } }),
    });
    const served = async () => {
      const text = await app.metrics.getSingleMetricAsString('http_requests_total');
      const line = text.split('\n').find((l) => l.includes('route="/api/meals/:id"') && l.includes('status="200"'));
      return Number(line?.split(' ').pop() ?? 0);
    };
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const fetchMeal = async () => {
        const res = await fetch(`http://127.0.0.1:${port}/api/meals/${meal.id}`);
        const headers = Object.fromEntries([...res.headers].filter(([name]) => !PER_ANSWER.includes(name)));
        return {
          cache: res.headers.get('x-cache'),
          id: res.headers.get('x-request-id'),
          headers,
          body: await res.text(),
        };
      };
      const miss = await fetchMeal();
      let hit = await fetchMeal();
      for (let i = 0; i < 5 && hit.cache !== 'hit'; i++) hit = await fetchMeal();
      expect([miss.cache, hit.cache]).toEqual(['miss', 'hit']);
      const before = await served();
      const again = await fetchMeal();
      expect(again.cache).toBe('hit');
      expect(await served()).toBe(before + 1);
      expect(logLines.some((line) => line.includes(`"reqId":"${again.id}"`) && line.includes('"statusCode":200'))).toBe(
        true,
      );
      expect(hit.headers).toEqual(miss.headers);
      expect(hit.headers['content-security-policy']).toBeTruthy();
      expect(hit.body).toBe(miss.body);
      expect(hit.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(hit.id).not.toBe(miss.id);

      const liked = await fetch(`http://127.0.0.1:${port}/api/meals/${meal.id}/like`, {
        method: 'PATCH',
        headers: student.headers,
        body: JSON.stringify({ action: 'like' }),
      });
      expect(((await liked.json()) as { likes: number }).likes).toBe(1);
      expect(JSON.parse((await fetchMeal()).body).likes).toBe(1);
    } finally {
      await app.close();
    }
  });

  it('keeps each query string apart', async () => {
    const meal = await createMeal(t.db, { status: 'upcoming' });
    const urls = [
      '/api/meals?limit=1',
      '/api/meals?limit=2',
      '/api/meals?limit=2&sortBy=price&sortOrder=asc',
      '/api/meals-by-category?category=Lunch',
      '/api/meals/search?title=Test',
      `/api/meals/${meal.id}`,
      '/api/upcoming-meals',
      `/api/reviews/meal/${meal.id}`,
    ];
    const first = new Map<string, string>();
    for (const url of urls) first.set(url, (await get(url)).body);
    expect(new Set(first.values()).size).toBe(urls.length);
    for (const url of urls) expect((await warm(url)).body, url).toBe(first.get(url));
  });

  it('never caches answers that depend on the caller', async () => {
    const meal = await createMeal(t.db);
    await like(student, meal.id);
    for (const [session, liked] of [
      [student, true],
      [admin, false],
      [student, true],
    ] as const) {
      const status = await t.app.inject({ url: `/api/meals/${meal.id}/my-status`, headers: session.headers });
      expect(status.json()).toMatchObject({ liked });
      expect(status.headers['x-cache']).toBeUndefined();
    }
    for (const [url, session] of [
      [`/api/reviews/user/${student.email}`, student],
      ['/api/admin/meals', admin],
      ['/api/reviews', admin],
    ] as const) {
      const res = await t.app.inject({ url, headers: session.headers });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-cache'], url).toBeUndefined();
    }
  });

  it('never shows a like count older than the like answer (50 rounds)', async () => {
    const meal = await createMeal(t.db);
    const url = `/api/meals/${meal.id}`;
    for (let round = 0; round < 50; round++) {
      await warm(url);
      expect((await like(student, meal.id)).json().likes).toBe(1);
      expect((await likesShown(meal.id)).likes).toBe(1);
      await warm(url);
      expect((await like(student, meal.id, 'dislike')).json().likes).toBe(0);
      expect((await likesShown(meal.id)).likes).toBe(0);
    }
  });

  it('shows a review, an admin edit, a publish, a rename and a direct database write at once', async () => {
    const image = await uploadTestImage(t.app, admin);
    const meal = await createMeal(t.db, { image });
    const details = `/api/meals/${meal.id}`;
    const reviewsUrl = `/api/reviews/meal/${meal.id}`;

    await warm(details);
    await warm(reviewsUrl);
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: student.headers,
      payload: { mealId: meal.id, text: 'Fresh every time', stars: 5 },
    });
    expect(posted.statusCode).toBe(200);
    expect((await get(details)).json()).toMatchObject({ reviews: 1, rating: 5 });
    expect(((await get(reviewsUrl)).json() as Review[]).map((r) => r.text)).toEqual(['Fresh every time']);

    await warm(reviewsUrl);
    await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: student.headers,
      payload: { email: student.email, displayName: 'Renamed Student' },
    });
    expect(((await get(reviewsUrl)).json() as Review[])[0]?.displayName).toBe('Renamed Student');

    await warm(details);
    const edited = await t.app.inject({
      method: 'PUT',
      url: details,
      headers: admin.headers,
      payload: {
        title: 'Edited Khichuri',
        category: 'Dinner',
        image,
        ingredients: 'Rice, Dal',
        description: 'Edited.',
        price: 95,
        distributorName: 'Canteen',
        date: '2026-11-20T13:30:00.000Z',
      },
    });
    expect(edited.statusCode).toBe(200);
    expect((await get(details)).json()).toMatchObject({ title: 'Edited Khichuri', price: 95 });

    await warm(details);
    await t.db.update(meals).set({ title: 'Changed Behind Its Back' }).where(eq(meals.id, meal.id));
    expect((await get(details)).json().title).toBe('Changed Behind Its Back');

    const upcoming = await createMeal(t.db, { status: 'upcoming', title: 'Soon Biryani' });
    await warm('/api/upcoming-meals');
    await warm('/api/meals?limit=100');
    const published = await t.app.inject({
      method: 'POST',
      url: `/api/upcoming-meals/${upcoming.id}`,
      headers: admin.headers,
      payload: { status: 'published' },
    });
    expect(published.statusCode).toBe(200);
    const ids = async (url: string) => ((await get(url)).json() as Meal[]).map((m) => m._id);
    expect(await ids('/api/upcoming-meals')).not.toContain(upcoming.id);
    expect(await ids('/api/meals?limit=100')).toContain(upcoming.id);
  });

  it('keeps its answers through calls that change nothing shown', async () => {
    const meal = await createMeal(t.db);
    const url = `/api/meals/${meal.id}`;
    await warm(url);
    const unknown = await like(student, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    // A like that is already there changes no count: the like announces only what changed.
    await like(student, meal.id);
    await warm(url);
    expect((await like(student, meal.id)).statusCode).toBe(200);
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/request-meal',
      headers: student.headers,
      payload: { mealId: meal.id },
    });
    expect(requested.statusCode).toBe(200);
    expect((await get(url)).headers['x-cache']).toBe('hit');
  });

  it('leaves no stale answer behind when reads run during writes', async () => {
    const meal = await createMeal(t.db);
    const likers = await Promise.all(Array.from({ length: 8 }, () => signUp(t.app)));
    const readers = (n: number) =>
      Array.from({ length: n }, (_, i) => get(i % 2 ? `/api/meals/${meal.id}` : '/api/meals?limit=100'));
    for (const action of ['like', 'dislike', 'like'] as const) {
      const writers = likers.slice(0, action === 'dislike' ? 5 : 8).map((s) => like(s, meal.id, action));
      await Promise.all([...readers(20), ...writers, ...readers(20)]);
      const stored = await likesStored(meal.id);
      expect((await likesShown(meal.id)).likes).toBe(stored);
      const listed = ((await get('/api/meals?limit=100')).json() as Meal[]).find((m) => m._id === meal.id);
      expect(listed?.likes).toBe(stored);
    }
    expect(await likesStored(meal.id)).toBe(8);
  });

  it('does not keep an answer read before a write that committed while it was on its way out', async () => {
    const meal = await createMeal(t.db);
    const url = `/api/meals/${meal.id}`;
    const app = await buildApp({ database: t.database, dataDir: t.dataDir, publicUrl: TEST_ORIGIN });
    let reachedGate = () => {};
    const atGate = new Promise<void>((resolve) => {
      reachedGate = resolve;
    });
    let openGate = () => {};
    const gate = new Promise<void>((resolve) => {
      openGate = resolve;
    });
    let held = false;
    // Holds the first read of `url` after its query ran and before its answer is stored.
    app.addHook('preSerialization', async (request, _reply, payload) => {
      if (request.url === url && !held) {
        held = true;
        reachedGate();
        await gate;
      }
      return payload;
    });
    try {
      await app.ready();
      await warm('/api/meals?limit=1', app);
      const slow = get(url, app);
      await atGate;
      expect((await like(student, meal.id)).json().likes).toBe(1);
      // A hit waits for a fence, so the like's notification has reached `app` once this answers.
      await get('/api/meals?limit=1', app);
      openGate();
      expect((await slow).json().likes).toBe(0);
      expect(await likesShown(meal.id, app)).toEqual({ likes: 1, cache: 'miss' });
    } finally {
      await app.close();
    }
  });

  it('is off with a TTL of 0, and forgets answers after its TTL', async () => {
    const meal = await createMeal(t.db);
    const url = `/api/meals/${meal.id}`;
    const off = await buildApp({
      database: t.database,
      dataDir: t.dataDir,
      publicUrl: TEST_ORIGIN,
      readCache: { ttlSeconds: 0 },
    });
    const short = await buildApp({
      database: t.database,
      dataDir: t.dataDir,
      publicUrl: TEST_ORIGIN,
      readCache: { ttlSeconds: 0.3 },
    });
    try {
      await Promise.all([off.ready(), short.ready()]);
      expect((await get(url, off)).headers['x-cache']).toBeUndefined();
      await warm(url, short);
      await new Promise((resolve) => setTimeout(resolve, 350));
      expect((await get(url, short)).headers['x-cache']).toBe('miss');
    } finally {
      await Promise.all([off.close(), short.close()]);
    }
  });
});

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('read cache across two server processes', () => {
  let second: App;
  let secondDb: Awaited<ReturnType<typeof openPostgres>>;
  // Likes are rate limited per user: the tests above used up much of the student's minute.
  let liker: TestSession;

  beforeAll(async () => {
    secondDb = await openPostgres(t.database.url as string, 3);
    second = await buildApp({ database: secondDb, dataDir: t.dataDir, publicUrl: TEST_ORIGIN });
    await second.ready();
    liker = await signUp(t.app);
  });
  afterAll(async () => {
    await second?.close();
    await secondDb?.close();
  });

  it('shows a like made on one process on the other at once', async () => {
    const meal = await createMeal(t.db);
    for (let round = 0; round < 20; round++) {
      const action = round % 2 ? 'dislike' : 'like';
      await warm(`/api/meals/${meal.id}`, second);
      expect((await like(liker, meal.id, action)).statusCode).toBe(200);
      expect((await likesShown(meal.id, second)).likes).toBe(action === 'like' ? 1 : 0);
    }
  });

  it('bypasses the cache while its LISTEN connection is down, and uses it again once back', async () => {
    const meal = await createMeal(t.db);
    await warm(`/api/meals/${meal.id}`, second);
    const killed = rowsOf(
      await t.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}`,
      ),
    );
    expect(killed.length).toBeGreaterThan(0);
    await like(liker, meal.id);
    expect((await likesShown(meal.id, second)).likes).toBe(1);
    let shown = await likesShown(meal.id, second);
    for (let i = 0; i < 50 && shown.cache !== 'hit'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      shown = await likesShown(meal.id, second);
    }
    expect(shown).toEqual({ likes: 1, cache: 'hit' });
  });

  it('forgets a change another process or a script made straight in the database', async () => {
    const meal = await createMeal(t.db);
    await warm(`/api/meals/${meal.id}`, second);
    await t.db.update(meals).set({ title: 'Renamed By Script' }).where(eq(meals.id, meal.id));
    expect((await get(`/api/meals/${meal.id}`, second)).json().title).toBe('Renamed By Script');
  });
});
