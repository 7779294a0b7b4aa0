import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMeal } from '../../test/factories.ts';
import { jsonHeaders, signUp, type TestSession } from '../../test/sessions.ts';
import { TEST_ORIGIN, useTestApp } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { buildApp } from '../app.ts';
import { openPostgres } from '../db/client.ts';
import { sessions } from '../db/schema/auth.ts';
import { meals } from '../db/schema/meals.ts';
import { users } from '../db/schema/users.ts';

const t = useTestApp();
let student: TestSession;

beforeAll(async () => {
  student = await signUp(t.app);
});

type App = typeof t.app;
/** An admin-only read: 403 for a student, 200 for an admin, 401 without a session. */
const adminRead = (session: TestSession, app: App = t.app) =>
  app.inject({ url: '/api/users/search?email=nobody', headers: session.headers });
const like = (session: TestSession, mealId: string, app: App = t.app) =>
  app.inject({
    method: 'PATCH',
    url: `/api/meals/${mealId}/like`,
    headers: session.headers,
    payload: { action: 'like' },
  });

const signOut = (session: TestSession) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-out',
    headers: { ...jsonHeaders, cookie: session.cookie },
    payload: {},
  });

/** Requests until the session is served from memory, so that the next step tests invalidation. */
async function warm(session: TestSession, app: App = t.app) {
  const before = app.sessionCache.stats().hits;
  for (let i = 0; i < 5 && app.sessionCache.stats().hits === before; i++) await adminRead(session, app);
  expect(app.sessionCache.stats().hits, 'a hit').toBeGreaterThan(before);
}

describe('session cache', () => {
  it('answers repeated requests of one session from memory, as the same user', async () => {
    await warm(student);
    const { hits } = t.app.sessionCache.stats();
    const answers = await Promise.all(Array.from({ length: 5 }, () => adminRead(student)));
    expect(answers.map((a) => a.statusCode)).toEqual([403, 403, 403, 403, 403]);
    expect(t.app.sessionCache.stats().hits).toBe(hits + 5);
  });

  it('ends a session at sign-out for the next request', async () => {
    const leaving = await signUp(t.app);
    await warm(leaving);
    expect((await signOut(leaving)).statusCode).toBe(200);
    expect((await adminRead(leaving)).statusCode).toBe(401);
  });

  it('sees a role made or a session deleted straight in the database at once', async () => {
    const promoted = await signUp(t.app);
    await warm(promoted);
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, promoted.id));
    expect((await adminRead(promoted)).statusCode).toBe(200);
    await t.db.update(users).set({ role: 'user' }).where(eq(users.id, promoted.id));
    expect((await adminRead(promoted)).statusCode).toBe(403);
    await t.db.delete(sessions).where(eq(sessions.userId, promoted.id));
    expect((await adminRead(promoted)).statusCode).toBe(401);
  });

  it('sees a new badge at once: a bronze user made gold may like an upcoming meal', async () => {
    const upgraded = await signUp(t.app);
    const meal = await createMeal(t.db, { status: 'upcoming' });
    await warm(upgraded);
    expect((await like(upgraded, meal.id)).statusCode).toBe(403);
    await t.db.update(users).set({ badge: 'gold' }).where(eq(users.id, upgraded.id));
    expect((await like(upgraded, meal.id)).statusCode).toBe(200);
  });

  it('never remembers a cookie better-auth refused', async () => {
    // The session token's signature spoilt (sign-up also sets a trusted-device cookie).
    const cookie = student.cookie.replace(/(session_token=[^;]*)/, '$1x');
    const forged = { ...student, headers: { ...student.headers, cookie } };
    const { entries } = t.app.sessionCache.stats();
    expect((await adminRead(forged)).statusCode).toBe(401);
    expect((await adminRead(forged)).statusCode).toBe(401);
    expect(t.app.sessionCache.stats().entries).toBe(entries);
  });

  it('is off with a TTL of 0', async () => {
    const database = await createTestDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hm-session-cache-'));
    const app = await buildApp({ database, dataDir, publicUrl: TEST_ORIGIN, sessionCache: { ttlSeconds: 0 } });
    try {
      await app.ready();
      const session = await signUp(app);
      for (let i = 0; i < 3; i++) expect((await adminRead(session, app)).statusCode).toBe(403);
      expect(app.sessionCache.stats()).toMatchObject({ hits: 0, entries: 0 });
    } finally {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('session cache across two server processes', () => {
  let second: App;
  let secondDb: Awaited<ReturnType<typeof openPostgres>>;

  beforeAll(async () => {
    secondDb = await openPostgres(t.database.url as string, 3);
    second = await buildApp({ database: secondDb, dataDir: t.dataDir, publicUrl: TEST_ORIGIN });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await secondDb?.close();
  });

  it('ends on the other process a session signed out on one (20 rounds)', async () => {
    for (let round = 0; round < 20; round++) {
      const session = await signUp(t.app);
      await warm(session, second);
      expect((await signOut(session)).statusCode).toBe(200);
      expect((await adminRead(session, second)).statusCode, `round ${round}`).toBe(401);
    }
  });

  it('refuses on the other process a like of a session signed out on one (20 rounds)', async () => {
    // A like skips the session cache: its own query checks the token.
    const meal = await createMeal(t.db);
    for (let round = 0; round < 20; round++) {
      // From addresses of their own: sign-ups are rate limited per address.
      const session = await signUp(t.app, { ip: `10.9.0.${round + 1}` });
      await warm(session, second);
      expect((await signOut(session)).statusCode).toBe(200);
      const res = await like(session, meal.id, second);
      expect(res.statusCode, `round ${round}`).toBe(401);
      expect(res.json()).toEqual({ error: 'Please sign in first.' });
    }
    const [row] = await t.db.select().from(meals).where(eq(meals.id, meal.id));
    expect(row?.likes).toBe(0);
  });

  it('sees on the other process a role changed through the API on one', async () => {
    const admin = await signUp(t.app, { role: 'admin' });
    const promoted = await signUp(t.app);
    await warm(promoted, second);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${promoted.id}/role`,
      headers: admin.headers,
      payload: { role: 'admin' },
    });
    expect(res.statusCode).toBe(200);
    expect((await adminRead(promoted, second)).statusCode).toBe(200);
  });
});
