import { NEXT_CURSOR_HEADER } from '@hostel/contract/paging';
import type { Review } from '@hostel/contract/reviews';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMeal } from '../../../test/factories.ts';
import { expectedRating, mealCounts as storedCounts } from '../../../test/ratings.ts';
import { signUp, type TestSession } from '../../../test/sessions.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();
let a: TestSession;
let b: TestSession;
let admin: TestSession;

beforeAll(async () => {
  a = await signUp(t.app, { name: 'Author A' });
  b = await signUp(t.app, { name: 'Other B' });
  admin = await signUp(t.app, { name: 'Warden', role: 'admin' });
});

const post = (s: TestSession | null, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/reviews', headers: s?.headers ?? {}, payload });
const patch = (s: TestSession, id: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/reviews/${id}`, headers: s.headers, payload });
const remove = (s: TestSession, id: string, payload?: object) =>
  t.app.inject({ method: 'DELETE', url: `/api/reviews/${id}`, headers: s.headers, ...(payload ? { payload } : {}) });

const mealCounts = (id: string) => storedCounts(t.db, id);

describe('reviews', () => {
  it('stores the reviewer from the session, trims text, and keeps count and average exact', async () => {
    const meal = await createMeal(t.db, { title: 'Chicken Curry' });
    const first = await post(a, {
      mealId: meal.id,
      text: '  Tasty and hot.  ',
      stars: 5,
      email: b.email,
      displayName: 'Fake',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      text: 'Tasty and hot.',
      displayName: 'Author A',
      email: a.email,
      title: 'Chicken Curry',
      stars: 5,
      reviews: 1,
    });
    await post(b, { mealId: meal.id, text: 'A bit salty.', stars: 2 });
    await post(b, { mealId: meal.id, text: 'No stars from me.' });
    expect(await mealCounts(meal.id)).toEqual({ reviews: 3, rating: 3.5 });
  });

  it('lets only the author edit, and the author or an admin delete', async () => {
    const meal = await createMeal(t.db);
    const review = (await post(a, { mealId: meal.id, text: 'Good', stars: 4 })).json() as Review;
    const other = await patch(b, review._id, { text: 'Hijacked' });
    expect(other.statusCode).toBe(403);
    const own = await patch(a, review._id, { text: 'Very good', stars: 5 });
    expect(own.json()).toMatchObject({ text: 'Very good', stars: 5 });
    expect(await mealCounts(meal.id)).toEqual({ reviews: 1, rating: 5 });
    expect((await t.app.inject({ url: `/api/reviews/${review._id}` })).json().text).toBe('Very good');

    const byOther = await remove(b, review._id);
    expect(byOther.statusCode, byOther.body).toBe(403);
    expect((await remove(a, review._id, { email: b.email })).statusCode).toBe(403);
    expect((await remove(a, review._id, { email: a.email })).json()).toEqual({ success: true });
    expect(await mealCounts(meal.id)).toEqual({ reviews: 0, rating: 0 });
    expect((await remove(a, review._id)).statusCode).toBe(404);

    const second = (await post(b, { mealId: meal.id, text: 'Spam spam', stars: 1 })).json() as Review;
    expect((await remove(admin, second._id)).statusCode).toBe(200);
    expect(await mealCounts(meal.id)).toEqual({ reviews: 0, rating: 0 });
  });

  it('keeps counts exact under concurrent reviews', async () => {
    const meal = await createMeal(t.db);
    const sessions = [a, b, admin];
    await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        post(sessions[i % 3] as TestSession, { mealId: meal.id, text: `Review ${i}`, stars: (i % 5) + 1 }),
      ),
    );
    // Each writer's newest stars count once; which review is newest depends on the race.
    expect(await mealCounts(meal.id)).toEqual({ reviews: 15, rating: await expectedRating(t.db, meal.id) });
  });

  it('keeps count and average exact when reviews are added, edited and deleted at once', async () => {
    const meal = await createMeal(t.db);
    const writers = await Promise.all(Array.from({ length: 4 }, () => signUp(t.app)));
    let previous: string[] = [];
    for (let round = 0; round < 12; round++) {
      const answers = await Promise.all([
        ...writers.map((w, i) => post(w, { mealId: meal.id, text: `Round ${round}`, stars: ((round + i) % 5) + 1 })),
        ...previous.slice(0, 2).map((id, i) => remove(writers[i] as TestSession, id)),
        ...previous.slice(2).map((id, i) => patch(writers[i + 2] as TestSession, id, { text: 'Edited', stars: 1 })),
      ]);
      expect(answers.every((a) => a.statusCode === 200)).toBe(true);
      previous = answers.slice(0, writers.length).map((a) => (a.json() as Review)._id);
    }
    const rows = (await t.app.inject({ url: `/api/reviews/meal/${meal.id}?limit=100` })).json() as Review[];
    expect(await mealCounts(meal.id)).toEqual({ reviews: rows.length, rating: await expectedRating(t.db, meal.id) });
  });

  it('pages a meal’s reviews newest first', async () => {
    const meal = await createMeal(t.db);
    for (let i = 0; i < 12; i++) await post(a, { mealId: meal.id, text: `Review number ${i}` });
    const first = await t.app.inject({ url: `/api/reviews/meal/${meal.id}` });
    const page1 = first.json() as Review[];
    expect(page1).toHaveLength(10);
    expect(page1[0]?.text).toBe('Review number 11');
    const second = await t.app.inject({
      url: `/api/reviews/meal/${meal.id}?cursor=${first.headers[NEXT_CURSOR_HEADER]}`,
    });
    expect((second.json() as Review[]).map((r) => r.text)).toEqual(['Review number 1', 'Review number 0']);
  });

  it.each([
    [{ text: '   ' }, 'Review text is required'],
    [{ text: 'x'.repeat(1001) }, 'Reviews are at most 1000 characters'],
    [{ text: 'ok', stars: 6 }, 'stars must be 1 to 5'],
    [{ text: 'ok', stars: 2.5 }, 'stars must be a whole number'],
  ])('refuses bad input %j', async (body, message) => {
    const meal = await createMeal(t.db);
    const res = await post(a, { mealId: meal.id, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
    expect(await mealCounts(meal.id)).toEqual({ reviews: 0, rating: 0 });
  });

  it('refuses anonymous reviews and unknown meals', async () => {
    const meal = await createMeal(t.db);
    expect((await post(null, { mealId: meal.id, text: 'hi' })).statusCode).toBe(401);
    expect((await post(a, { mealId: '00000000-0000-4000-8000-000000000003', text: 'hi' })).statusCode).toBe(404);
  });
});
