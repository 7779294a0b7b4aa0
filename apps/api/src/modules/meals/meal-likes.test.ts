import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMeal } from '../../../test/factories.ts';
import { signUp, type TestSession } from '../../../test/sessions.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { rowsOf } from '../../db/rows.ts';
import { rateLimits, sessions } from '../../db/schema/auth.ts';
import { mealLikes } from '../../db/schema/meal-likes.ts';
import { meals } from '../../db/schema/meals.ts';
import { users } from '../../db/schema/users.ts';
import { toggleMealLike } from './meal-likes.queries.ts';

const t = useTestApp();
let student: TestSession;

beforeAll(async () => {
  student = await signUp(t.app);
});

const like = (session: TestSession, mealId: string, action: 'like' | 'dislike' = 'like') =>
  t.app.inject({ method: 'PATCH', url: `/api/meals/${mealId}/like`, headers: session.headers, payload: { action } });

async function countsOf(mealId: string) {
  const [meal] = await t.db
    .select({ likes: meals.likes, status: meals.status })
    .from(meals)
    .where(eq(meals.id, mealId));
  const rows = await t.db.$count(mealLikes, eq(mealLikes.mealId, mealId));
  return { counter: meal?.likes, rows, status: meal?.status };
}

async function withBadge(badge: 'bronze' | 'gold', count: number) {
  const sessions = await Promise.all(Array.from({ length: count }, () => signUp(t.app)));
  for (const s of sessions) await t.db.update(users).set({ badge }).where(eq(users.id, s.id));
  return sessions;
}

describe('PATCH /api/meals/:id/like', () => {
  it('likes once, however often it is sent, and dislikes back', async () => {
    const meal = await createMeal(t.db);
    const first = await like(student, meal.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, liked: true, likes: 1, released: false });
    expect((await like(student, meal.id)).json().likes).toBe(1);
    const status = await t.app.inject({ url: `/api/meals/${meal.id}/my-status`, headers: student.headers });
    expect(status.json()).toEqual({ liked: true, requested: false, requestStatus: null, reviewIds: [] });
    expect((await like(student, meal.id, 'dislike')).json()).toMatchObject({ liked: false, likes: 0 });
    expect((await like(student, meal.id, 'dislike')).json().likes).toBe(0);
    expect(await countsOf(meal.id)).toMatchObject({ counter: 0, rows: 0 });
  });

  it('counts 100 concurrent likes by one user as one', async () => {
    const meal = await createMeal(t.db);
    const answers = await Promise.all(Array.from({ length: 100 }, () => like(student, meal.id)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(await countsOf(meal.id)).toMatchObject({ counter: 1, rows: 1 });
  });

  it('counts concurrent likes by many users exactly', async () => {
    const meal = await createMeal(t.db);
    const likers = await Promise.all(Array.from({ length: 12 }, () => signUp(t.app)));
    await Promise.all(likers.flatMap((s) => [like(s, meal.id), like(s, meal.id)]));
    expect(await countsOf(meal.id)).toMatchObject({ counter: 12, rows: 12 });
    await Promise.all(likers.slice(0, 5).map((s) => like(s, meal.id, 'dislike')));
    expect(await countsOf(meal.id)).toMatchObject({ counter: 7, rows: 7 });
  });

  it('refuses a bronze like on an upcoming meal, and allows gold', async () => {
    const meal = await createMeal(t.db, { status: 'upcoming' });
    const bronze = await like(student, meal.id);
    expect(bronze.statusCode).toBe(403);
    expect(bronze.json()).toEqual({ error: 'Upgrade your badge to like this upcoming meal!' });
    const [gold] = await withBadge('gold', 1);
    const allowed = await like(gold as TestSession, meal.id);
    expect(allowed.json()).toMatchObject({ liked: true, likes: 1, released: false });
  });

  it('releases an upcoming meal exactly once when concurrent likes reach the threshold', async () => {
    const meal = await createMeal(t.db, { status: 'upcoming' });
    const golds = await withBadge('gold', 14);
    const answers = await Promise.all(golds.map((s) => like(s, meal.id)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const released = answers.filter((a) => a.json().released === true);
    expect(released).toHaveLength(1);
    expect(released[0]?.json().likes).toBe(10);
    expect(await countsOf(meal.id)).toMatchObject({ counter: 14, rows: 14, status: 'ongoing' });
  });

  it('answers 429 with Retry-After past 120 likes a minute, and a refused like changes nothing', async () => {
    const fast = await signUp(t.app);
    const meal = await createMeal(t.db);
    const statuses: number[] = [];
    for (let i = 0; i < 120; i++) statuses.push((await like(fast, meal.id, i % 2 ? 'dislike' : 'like')).statusCode);
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(await countsOf(meal.id)).toMatchObject({ counter: 0, rows: 0 });
    const refused = await like(fast, meal.id);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await countsOf(meal.id)).toMatchObject({ counter: 0, rows: 0 });
    // The limit is the user's, not the meal's: another student still likes it.
    expect((await like(student, meal.id)).json()).toMatchObject({ liked: true, likes: 1 });
  });

  it('answers 401 anonymous, 404 unknown meal, 400 bad action', async () => {
    const meal = await createMeal(t.db);
    const anon = await t.app.inject({
      method: 'PATCH',
      url: `/api/meals/${meal.id}/like`,
      payload: { action: 'like' },
    });
    expect(anon.statusCode).toBe(401);
    const unknown = await like(student, '00000000-0000-4000-8000-000000000001');
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/meals/${meal.id}/like`,
      headers: student.headers,
      payload: { action: 'love' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'action must be like or dislike' });
  });
});

describe('durability', () => {
  // An acknowledged like must survive a power cut: no function the app calls may turn off the
  // commit's wait for its WAL flush (as toggle_meal_like did on PostgreSQL until migration 0014).
  it('no database function turns synchronous commit off, and the app commits synchronously', async () => {
    const relaxing = await t.db.execute(
      sql`select proname from pg_proc where prosrc ilike '%synchronous_commit%' and pronamespace = 'public'::regnamespace`,
    );
    expect(rowsOf(relaxing)).toEqual([]);
    const [setting] = rowsOf(await t.db.execute(sql`show synchronous_commit`));
    expect(setting?.synchronous_commit).toBe('on');
  });
});

describe("a like checks its own session (the server checks only the cookie's signature)", () => {
  const toggle = (sessionToken: string, mealId: string) =>
    toggleMealLike(
      t.db,
      {
        mealId,
        sessionToken,
        action: 'like',
        releaseAt: 10,
        limit: { prefix: 'like:user:', max: 120, windowSeconds: 60 },
      },
      async () => {},
    );
  const tokenOf = async (session: TestSession) =>
    (await t.db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, session.id)))[0]
      ?.token as string;

  it('likes as the user of the session, and counts that user against the limit', async () => {
    const session = await signUp(t.app, { ip: '10.8.0.4' });
    const meal = await createMeal(t.db);
    await expect(toggle(await tokenOf(session), meal.id)).resolves.toMatchObject({ success: true, likes: 1 });
    const likers = await t.db.select({ userId: mealLikes.userId }).from(mealLikes).where(eq(mealLikes.mealId, meal.id));
    expect(likers).toEqual([{ userId: session.id }]);
    const [limit] = await t.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `like:user:${session.id}`));
    expect(limit?.count).toBe(1);
  });

  it('refuses a token that is not a live session, and changes nothing', async () => {
    const session = await signUp(t.app, { ip: '10.8.0.1' });
    const meal = await createMeal(t.db);
    const token = await tokenOf(session);
    await expect(toggle('not-a-session-token', meal.id)).rejects.toMatchObject({ statusCode: 401 });
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.token, token));
    await expect(toggle(token, meal.id)).rejects.toMatchObject({ statusCode: 401 });
    await t.db.delete(sessions).where(eq(sessions.token, token));
    await expect(toggle(token, meal.id)).rejects.toMatchObject({ statusCode: 401 });
    expect(await countsOf(meal.id)).toMatchObject({ counter: 0, rows: 0 });
  });

  it("refuses at the route a session cookie whose signature is not the server's, and changes nothing", async () => {
    const session = await signUp(t.app, { ip: '10.8.0.5' });
    const meal = await createMeal(t.db);
    const token = await tokenOf(session);
    const [name, signed = ''] = session.cookie.split('=');
    const signature = decodeURIComponent(signed).slice(token.length + 1);
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    for (const value of [
      token,
      `${token}.${flipped}`,
      `${token}.`,
      `.${signature}`,
      encodeURIComponent(`${token}x.${signature}`),
    ]) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/meals/${meal.id}/like`,
        headers: { ...session.headers, cookie: `${name}=${value}` },
        payload: { action: 'like' },
      });
      expect(res.statusCode, value).toBe(401);
      expect(res.json()).toEqual({ error: 'Please sign in first.' });
    }
    expect(await countsOf(meal.id)).toMatchObject({ counter: 0, rows: 0 });
    expect((await like(session, meal.id)).statusCode).toBe(200);
  });

  it("reads the badge from the database, not from the server's cached session", async () => {
    const session = await signUp(t.app, { ip: '10.8.0.3' });
    const token = await tokenOf(session);
    const upcoming = await createMeal(t.db, { status: 'upcoming' });
    await expect(toggle(token, upcoming.id)).rejects.toMatchObject({ statusCode: 403 });
    await t.db.update(users).set({ badge: 'gold' }).where(eq(users.id, session.id));
    await expect(toggle(token, upcoming.id)).resolves.toMatchObject({ success: true, likes: 1 });
  });
});
