import path from 'node:path';
import type { AdminMeal, Meal } from '@hostel/contract/meals';
import { TOTAL_COUNT_HEADER } from '@hostel/contract/paging';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMeal, createMeals } from '../../../test/factories.ts';
import { signUp, type TestSession } from '../../../test/sessions.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { isImageStored, uploadTestImage } from '../../../test/uploads.ts';
import { mealLikes } from '../../db/schema/meal-likes.ts';
import { mealRequests } from '../../db/schema/meal-requests.ts';
import { reviews } from '../../db/schema/reviews.ts';

const t = useTestApp();
let admin: TestSession;
let student: TestSession;

beforeAll(async () => {
  admin = await signUp(t.app, { name: 'Mess Admin', role: 'admin' });
  student = await signUp(t.app, { name: 'Student' });
});

const newMeal = (image: string, overrides: Record<string, unknown> = {}) => ({
  title: 'Morog Polao',
  category: 'Dinner',
  image,
  ingredients: 'Polao rice, Chicken,  Ghee , ',
  description: 'Fragrant rice with chicken.',
  price: 180.5,
  distributorName: 'Shapla Canteen',
  date: '2026-11-20T13:30:00.000Z',
  ...overrides,
});

const fileExists = (url: string) => isImageStored(t.db, path.basename(url));
const send = (
  session: TestSession | null,
  method: 'POST' | 'PUT' | 'DELETE' | 'GET' | 'PATCH',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: session?.headers ?? {}, ...(payload ? { payload } : {}) });

describe('every admin call', () => {
  const id = '00000000-0000-4000-8000-00000000000a';
  const calls: [string, 'POST' | 'PUT' | 'DELETE' | 'GET' | 'PATCH', string, object?][] = [
    ['add meal', 'POST', '/api/meals', newMeal('/api/uploads/x.webp')],
    ['update meal', 'PUT', `/api/meals/${id}`, newMeal('/api/uploads/x.webp')],
    ['delete meal', 'DELETE', `/api/meals/${id}`],
    ['all meals table', 'GET', '/api/admin/meals'],
    [
      'add upcoming meal',
      'POST',
      '/api/upcoming-meals',
      { ...newMeal('/api/uploads/x.webp'), postTime: '2026-12-01T08:00:00Z' },
    ],
    ['publish upcoming meal', 'POST', `/api/upcoming-meals/${id}`, { status: 'published' }],
    ['upcoming meals table', 'GET', '/api/admin/upcoming-meals'],
    ['all reviews', 'GET', '/api/reviews'],
    ['requested meals', 'GET', '/api/requested-meals'],
    ['serve request', 'PATCH', `/api/requested-meals/${id}`, { status: 'Served' }],
  ];

  it.each(calls)('%s: 401 anonymous, 403 for a user', async (_name, method, url, payload) => {
    const anonymous = await send(null, method, url, payload);
    expect(anonymous.statusCode).toBe(401);
    const user = await send(student, method, url, payload);
    expect(user.statusCode).toBe(403);
    expect(user.json()).toEqual({ error: 'Only admins can do this.' });
  });
});

describe('adding, updating and deleting a meal', () => {
  it('adds a meal from the form fields, ignoring server-owned ones', async () => {
    const image = await uploadTestImage(t.app, admin);
    const res = await send(
      admin,
      'POST',
      '/api/meals',
      newMeal(image, { likes: 999, rating: 5, status: 'upcoming', email: 'x@y.z' }),
    );
    expect(res.statusCode).toBe(200);
    const { insertedId } = res.json();
    const meal = (await send(null, 'GET', `/api/meals/${insertedId}`)).json() as Meal;
    expect(meal).toMatchObject({
      title: 'Morog Polao',
      price: 180.5,
      ingredients: ['Polao rice', 'Chicken', 'Ghee'],
      likes: 0,
      rating: 0,
      reviews: 0,
      status: 'ongoing',
      displayName: 'Mess Admin',
      date: '2026-11-20T13:30:00.000Z',
      image,
    });
    // The adding admin's email is for the admin tables only, never in a public answer.
    expect(meal).not.toHaveProperty('email');
    const table = (await send(admin, 'GET', '/api/admin/meals?limit=100')).json() as AdminMeal[];
    expect(table.find((m) => m._id === insertedId)?.email).toBe(admin.email);
    const listed = (await send(null, 'GET', '/api/meals?search=morog')).json() as Meal[];
    expect(listed.map((m) => m._id)).toContain(insertedId);
    const record = (await send(admin, 'GET', `/api/user/${admin.email}`)).json();
    expect(record.mealsAdded).toBe(1);
  });

  it.each([
    [{ image: '/api/uploads/not-stored.webp' }, 'Please select an image.'],
    [{ image: 'https://elsewhere.example/x.png' }, 'Please select an image.'],
    [{ price: 12.345 }, 'price has at most two decimals'],
    [{ price: -1 }, 'price must not be negative'],
    [{ category: 'Snacks' }, 'Please choose a category'],
    [{ title: '   ' }, 'title is required'],
    [{ ingredients: ' , ' }, 'Add at least one ingredient'],
    [{ date: 'yesterday' }, 'date must be a date and time'],
  ])('refuses %j with a clear message', async (overrides, message) => {
    const image = await uploadTestImage(t.app, admin);
    const res = await send(admin, 'POST', '/api/meals', newMeal(image, overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });

  it('updates the fields, keeps status and counters, and removes a replaced image', async () => {
    const oldImage = await uploadTestImage(t.app, admin, '#111111');
    const { insertedId } = (await send(admin, 'POST', '/api/meals', newMeal(oldImage))).json();
    await send(student, 'PATCH', `/api/meals/${insertedId}/like`, { action: 'like' });
    const keep = await send(
      admin,
      'PUT',
      `/api/meals/${insertedId}`,
      newMeal(oldImage, { title: 'Morog Polao Special', price: 200 }),
    );
    expect(keep.statusCode).toBe(200);
    expect(await fileExists(oldImage)).toBe(true);
    const newImage = await uploadTestImage(t.app, admin, '#222222');
    await send(
      admin,
      'PUT',
      `/api/meals/${insertedId}`,
      newMeal(newImage, { ingredients: ['Rice'], status: 'upcoming' }),
    );
    const meal = (await send(null, 'GET', `/api/meals/${insertedId}`)).json() as Meal;
    expect(meal).toMatchObject({
      title: 'Morog Polao',
      image: newImage,
      ingredients: ['Rice'],
      likes: 1,
      status: 'ongoing',
    });
    expect(await fileExists(oldImage)).toBe(false);
    expect(await fileExists(newImage)).toBe(true);
    expect(
      (await send(admin, 'PUT', '/api/meals/00000000-0000-4000-8000-00000000000b', newMeal(newImage))).statusCode,
    ).toBe(404);
  });

  it('deletes a meal with its likes, reviews and requests, and its image', async () => {
    const image = await uploadTestImage(t.app, admin);
    const { insertedId } = (await send(admin, 'POST', '/api/meals', newMeal(image))).json();
    await send(student, 'PATCH', `/api/meals/${insertedId}/like`, { action: 'like' });
    await send(student, 'POST', '/api/reviews', { mealId: insertedId, text: 'Lovely', stars: 5 });
    await send(student, 'POST', '/api/request-meal', { mealId: insertedId });
    const res = await send(admin, 'DELETE', `/api/meals/${insertedId}`);
    expect(res.json()).toEqual({ success: true });
    expect((await send(null, 'GET', `/api/meals/${insertedId}`)).statusCode).toBe(404);
    for (const table of [mealLikes, reviews, mealRequests]) {
      expect(await t.db.$count(table, eq(table.mealId, insertedId))).toBe(0);
    }
    expect(await fileExists(image)).toBe(false);
    expect((await send(admin, 'DELETE', `/api/meals/${insertedId}`)).statusCode).toBe(404);
  });

  it('keeps an image another meal still shows', async () => {
    const image = await uploadTestImage(t.app, admin);
    const first = (await send(admin, 'POST', '/api/meals', newMeal(image))).json().insertedId;
    await send(admin, 'POST', '/api/meals', newMeal(image, { title: 'Same picture' }));
    await send(admin, 'DELETE', `/api/meals/${first}`);
    expect(await fileExists(image)).toBe(true);
  });
});

describe('GET /api/admin/meals', () => {
  it('sorts by likes then reviews, 10 a page, with the total', async () => {
    await createMeals(t.db, 14, (i) => ({ title: `Popular ${i}`, likes: 1000 + (i % 4), reviews: i }));
    const first = await send(admin, 'GET', '/api/admin/meals');
    const page1 = first.json() as Meal[];
    expect(page1).toHaveLength(10);
    const total = Number(first.headers[TOTAL_COUNT_HEADER]);
    expect(total).toBeGreaterThanOrEqual(14);
    const keys = page1.map((m) => [m.likes, m.reviews] as const);
    const sorted = [...keys].sort((a, b) => b[0] - a[0] || b[1] - a[1]);
    expect(keys).toEqual(sorted);
    expect(page1[0]).toMatchObject({ likes: 1003, reviews: 11 });
    const last = await send(admin, 'GET', `/api/admin/meals?offset=${total - 1}`);
    expect(last.json()).toHaveLength(1);
  });
});

describe('upcoming meals', () => {
  it('adds an upcoming meal, lists it, publishes it once onto the menu', async () => {
    const image = await uploadTestImage(t.app, admin);
    const res = await send(admin, 'POST', '/api/upcoming-meals', {
      ...newMeal(image, { title: 'Kacchi Biryani Friday' }),
      date: undefined,
      postTime: '2026-12-05T12:00:00+06:00',
      likes: 50,
      status: 'ongoing',
    });
    expect(res.statusCode).toBe(200);
    const id = res.json().insertedId as string;
    const table = await send(admin, 'GET', '/api/admin/upcoming-meals');
    expect((table.json() as Meal[]).map((m) => m._id)).toContain(id);
    expect(Number(table.headers[TOTAL_COUNT_HEADER])).toBeGreaterThanOrEqual(1);
    const detail = (await send(null, 'GET', `/api/meals/${id}`)).json() as Meal;
    expect(detail).toMatchObject({ status: 'upcoming', likes: 0, postTime: '2026-12-05T06:00:00.000Z' });
    expect(((await send(null, 'GET', '/api/meals?search=kacchi')).json() as Meal[]).length).toBe(0);

    const publish = await send(admin, 'POST', `/api/upcoming-meals/${id}`, { status: 'published' });
    expect(publish.json()).toEqual({ success: true });
    expect(((await send(null, 'GET', '/api/meals?search=kacchi')).json() as Meal[]).map((m) => m._id)).toEqual([id]);
    const again = await send(admin, 'POST', `/api/upcoming-meals/${id}`, { status: 'published' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'This meal is already published.' });
    const bad = await send(admin, 'POST', `/api/upcoming-meals/${id}`, { status: 'ongoing' });
    expect(bad.statusCode).toBe(400);
    expect(
      (await send(admin, 'POST', '/api/upcoming-meals/00000000-0000-4000-8000-00000000000c', { status: 'published' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('requests and reviews for admins', () => {
  it('lists requests with meal and user, and serves each once', async () => {
    const meal = await createMeal(t.db, { title: 'Served Khichuri', price: '60.00' });
    const { insertedId } = (await send(student, 'POST', '/api/request-meal', { mealId: meal.id })).json();
    const list = await send(admin, 'GET', '/api/requested-meals');
    expect(Number(list.headers[TOTAL_COUNT_HEADER])).toBeGreaterThanOrEqual(1);
    expect(list.json()).toContainEqual(
      expect.objectContaining({
        _id: insertedId,
        mealTitle: 'Served Khichuri',
        mealPrice: 60,
        userEmail: student.email,
        userName: 'Student',
        status: 'pending',
      }),
    );
    const serve = await send(admin, 'PATCH', `/api/requested-meals/${insertedId}`, { status: 'Served' });
    expect(serve.json()).toEqual({ success: true });
    const again = await send(admin, 'PATCH', `/api/requested-meals/${insertedId}`, { status: 'Served' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'This request was already served.' });
    const status = (await send(student, 'GET', `/api/meals/${meal.id}/my-status`)).json();
    expect(status.requestStatus).toBe('Served');
  });

  it('lists every review with its meal, paged with a total', async () => {
    const meal = await createMeal(t.db, { title: 'Reviewed Dal' });
    for (let i = 0; i < 11; i++) await send(student, 'POST', '/api/reviews', { mealId: meal.id, text: `Review ${i}` });
    const first = await send(admin, 'GET', '/api/reviews');
    expect(first.json()).toHaveLength(10);
    expect(Number(first.headers[TOTAL_COUNT_HEADER])).toBeGreaterThanOrEqual(11);
    expect(first.json()[0]).toMatchObject({ title: 'Reviewed Dal', text: 'Review 10', reviews: 11 });
  });
});
