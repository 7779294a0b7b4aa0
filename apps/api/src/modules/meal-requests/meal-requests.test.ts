import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMeal } from '../../../test/factories.ts';
import { signUp, type TestSession } from '../../../test/sessions.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { mealRequests } from '../../db/schema/meal-requests.ts';

const t = useTestApp();
let student: TestSession;

beforeAll(async () => {
  student = await signUp(t.app, { name: 'Requesting Student' });
});

const request = (session: TestSession | null, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/request-meal', headers: session?.headers ?? {}, payload });

describe('POST /api/request-meal', () => {
  it('creates a pending request from the session, ignoring the client’s copies of user and meal', async () => {
    const meal = await createMeal(t.db, { title: 'Beef Tehari', price: '150.00' });
    const res = await request(student, {
      mealId: meal.id,
      userEmail: 'someone-else@example.test',
      userName: 'Someone Else',
      mealPrice: 1,
      status: 'Served',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, insertedId: expect.any(String) });
    const [row] = await t.db.select().from(mealRequests).where(eq(mealRequests.mealId, meal.id));
    expect(row).toMatchObject({ userId: student.id, status: 'pending' });
    const status = await t.app.inject({ url: `/api/meals/${meal.id}/my-status`, headers: student.headers });
    expect(status.json()).toMatchObject({ requested: true, requestStatus: 'pending' });
  });

  it('answers "already requested" to a second request, and concurrent ones leave one row', async () => {
    const meal = await createMeal(t.db);
    const answers = await Promise.all(Array.from({ length: 20 }, () => request(student, { mealId: meal.id })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(19);
    expect(refused[0]?.json()).toEqual({ error: 'You have already requested this meal.' });
    expect(await t.db.$count(mealRequests, eq(mealRequests.mealId, meal.id))).toBe(1);
  });

  it('refuses upcoming and unknown meals, anonymous callers and bad ids', async () => {
    const upcoming = await createMeal(t.db, { status: 'upcoming' });
    const up = await request(student, { mealId: upcoming.id });
    expect(up.statusCode).toBe(409);
    expect(up.json()).toEqual({ error: 'Upcoming meals cannot be requested yet.' });
    expect((await request(student, { mealId: '00000000-0000-4000-8000-000000000002' })).statusCode).toBe(404);
    expect((await request(null, { mealId: upcoming.id })).statusCode).toBe(401);
    expect((await request(student, { mealId: 'nope' })).json()).toEqual({ error: 'Invalid meal id' });
  });
});
