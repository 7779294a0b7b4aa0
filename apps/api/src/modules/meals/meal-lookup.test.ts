import type { Meal } from '@hostel/contract/meals';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMeal } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();
let dal: Awaited<ReturnType<typeof createMeal>>;

beforeAll(async () => {
  await createMeal(t.db, { title: 'Dal Puri with Chutney', likes: 50 });
  dal = await createMeal(t.db, { title: 'Dal', likes: 1, ingredients: ['Lentils', 'Turmeric'], price: '35.50' });
  await createMeal(t.db, { title: 'Masoor Dal Bhaat', likes: 90 });
  await createMeal(t.db, { title: 'Secret Upcoming Kacchi', status: 'upcoming' });
});

describe('GET /api/meals/search', () => {
  it('prefers the exact title, then a prefix, then the most liked', async () => {
    const exact = await t.app.inject({ url: '/api/meals/search?title=%20dal%20' });
    expect(exact.statusCode).toBe(200);
    expect((exact.json() as Meal)._id).toBe(dal.id);
    const prefix = await t.app.inject({ url: '/api/meals/search?title=dal%20p' });
    expect((prefix.json() as Meal).title).toBe('Dal Puri with Chutney');
    const contains = await t.app.inject({ url: '/api/meals/search?title=bhaat' });
    expect((contains.json() as Meal).title).toBe('Masoor Dal Bhaat');
  });

  it('answers "Meal not found" for no match, and does not find upcoming meals', async () => {
    for (const title of ['pizza', 'kacchi']) {
      const res = await t.app.inject({ url: `/api/meals/search?title=${title}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Meal not found' });
    }
  });

  it.each(['', '?title=', '?title=%20%20'])('asks for a title when it is blank (%s)', async (query) => {
    const res = await t.app.inject({ url: `/api/meals/search${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Please enter a meal title' });
  });
});

describe('GET /api/meals/:id', () => {
  it('answers the meal with exact price and ingredients as a list', async () => {
    const res = await t.app.inject({ url: `/api/meals/${dal.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: dal.id, title: 'Dal', price: 35.5, ingredients: ['Lentils', 'Turmeric'] });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await t.app.inject({ url: '/api/meals/00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Meal not found' });
    const malformed = await t.app.inject({ url: "/api/meals/1' or '1'='1" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: 'Invalid meal id' });
  });
});
