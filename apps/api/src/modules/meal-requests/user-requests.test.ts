import type { MealRequest } from '@hostel/contract/meal-requests';
import { TOTAL_COUNT_HEADER } from '@hostel/contract/paging';
import type { Review } from '@hostel/contract/reviews';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMeals } from '../../../test/factories.ts';
import { signUp, type TestSession } from '../../../test/sessions.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();
let a: TestSession;
let b: TestSession;
let admin: TestSession;
let requestIds: string[];

beforeAll(async () => {
  a = await signUp(t.app, { name: 'Student A' });
  b = await signUp(t.app, { name: 'Student B' });
  admin = await signUp(t.app, { role: 'admin' });
  const meals = await createMeals(t.db, 7);
  requestIds = [];
  for (const meal of meals) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/request-meal',
      headers: a.headers,
      payload: { mealId: meal.id },
    });
    requestIds.push(res.json().insertedId);
    await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: a.headers,
      payload: { mealId: meal.id, text: `About ${meal.title}` },
    });
  }
});

const get = (s: TestSession | null, url: string) => t.app.inject({ url, headers: s?.headers ?? {} });

describe('the user dashboard’s own lists', () => {
  it.each(['/api/requests/', '/api/reviews/user/'])('%s answers the owner 5 a page with a total', async (prefix) => {
    const first = await get(a, `${prefix}${a.email}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toHaveLength(5);
    expect(Number(first.headers[TOTAL_COUNT_HEADER])).toBe(7);
    const second = await get(a, `${prefix}${a.email}?offset=5`);
    expect(second.json()).toHaveLength(2);
  });

  it.each(['/api/requests/', '/api/reviews/user/'])(
    '%s refuses anonymous (401), another user and an admin (403)',
    async (prefix) => {
      expect((await get(null, `${prefix}${a.email}`)).statusCode).toBe(401);
      expect((await get(b, `${prefix}${a.email}`)).statusCode).toBe(403);
      expect((await get(admin, `${prefix}${a.email}`)).statusCode).toBe(403);
    },
  );

  it('shows request and review fields the tables need', async () => {
    const [request] = (await get(a, `/api/requests/${a.email}`)).json() as MealRequest[];
    expect(request).toMatchObject({ status: 'pending', userEmail: a.email, userName: 'Student A', mealPrice: 100 });
    const [review] = (await get(a, `/api/reviews/user/${a.email}`)).json() as Review[];
    expect(review?.text).toMatch(/^About /);
  });
});

describe('DELETE /api/requests/:id', () => {
  it('cancels the owner’s pending request only', async () => {
    const [first, second] = requestIds as [string, string];
    const other = await t.app.inject({
      method: 'DELETE',
      url: `/api/requests/${first}`,
      headers: b.headers,
      payload: { email: b.email },
    });
    expect(other.statusCode).toBe(403);
    const wrongEmail = await t.app.inject({
      method: 'DELETE',
      url: `/api/requests/${first}`,
      headers: a.headers,
      payload: { email: b.email },
    });
    expect(wrongEmail.statusCode).toBe(403);
    const own = await t.app.inject({
      method: 'DELETE',
      url: `/api/requests/${first}`,
      headers: a.headers,
      payload: { email: a.email },
    });
    expect(own.json()).toEqual({ success: true });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/requests/${first}`, headers: a.headers })).statusCode,
    ).toBe(404);

    await t.app.inject({
      method: 'PATCH',
      url: `/api/requested-meals/${second}`,
      headers: admin.headers,
      payload: { status: 'Served' },
    });
    const served = await t.app.inject({ method: 'DELETE', url: `/api/requests/${second}`, headers: a.headers });
    expect(served.statusCode).toBe(409);
    expect(served.json()).toEqual({ error: 'A served request cannot be cancelled.' });
    expect(Number((await get(a, `/api/requests/${a.email}`)).headers[TOTAL_COUNT_HEADER])).toBe(6);
  });
});
