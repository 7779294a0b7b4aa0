import type { Meal } from '@hostel/contract/meals';
import { NEXT_CURSOR_HEADER } from '@hostel/contract/paging';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMeals, createUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();
const CATEGORIES = ['Breakfast', 'Lunch', 'Dinner'] as const;
const ONGOING = 23;

beforeAll(async () => {
  const admin = await createUser(t.db, { role: 'admin', name: 'Mess Admin' });
  const base = Date.parse('2026-10-01T08:00:00Z');
  await createMeals(t.db, ONGOING, (i) => ({
    title:
      i === 0 ? 'Chicken Biryani 100% Special' : `Meal ${String(i).padStart(2, '0')} ${i % 2 ? 'Rice' : 'Paratha'}`,
    category: CATEGORIES[i % 3],
    // Repeated prices and dates, so the id tie-breaker decides the order inside a group.
    price: `${50 + (i % 5) * 10}.${i % 2 ? '50' : '00'}`,
    postTime: new Date(base + (i % 7) * 3_600_000),
    addedBy: admin.id,
  }));
  await createMeals(t.db, 4, () => ({ title: 'Upcoming Rice Feast', status: 'upcoming' }));
});

async function getPage(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/meals${query}` });
  return { res, body: res.json() as Meal[], next: res.headers[NEXT_CURSOR_HEADER] as string | undefined };
}

/** Follows the cursor to the end, as the infinite scroll does. */
async function getAll(query: string, limit = 6) {
  const all: Meal[] = [];
  let cursor: string | undefined;
  const sep = query ? '&' : '?';
  for (let guard = 0; guard < 50; guard++) {
    const { res, body, next } = await getPage(`${query}${sep}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.statusCode).toBe(200);
    expect(body.length).toBeLessThanOrEqual(limit);
    all.push(...body);
    if (!next) return all;
    cursor = next;
  }
  throw new Error('paging did not end');
}

describe('GET /api/meals', () => {
  it('answers the first 6 ongoing meals, newest first, with a next cursor and link', async () => {
    const { res, body, next } = await getPage('');
    expect(res.statusCode).toBe(200);
    expect(body).toHaveLength(6);
    expect(next).toBeTruthy();
    expect(res.headers.link).toContain('rel="next"');
    expect(res.headers['x-total-count']).toBeUndefined();
    const dates = body.map((m) => Date.parse(m.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(body.every((m) => m.status === 'ongoing')).toBe(true);
  });

  it("answers the spec field names, with the adding admin's name but not their email", async () => {
    const { body } = await getPage('?limit=1');
    const meal = body[0] as Meal;
    expect(Object.keys(meal).sort()).toEqual(
      [
        '_id',
        'title',
        'category',
        'image',
        'ingredients',
        'description',
        'price',
        'distributorName',
        'date',
        'postTime',
        'displayName',
        'likes',
        'reviews',
        'rating',
        'status',
      ].sort(),
    );
    expect(meal.displayName).toBe('Mess Admin');
    expect(typeof meal.price).toBe('number');
    expect(meal.likes).toBe(0);
  });

  it.each([
    ['date', 'desc'],
    ['date', 'asc'],
    ['price', 'asc'],
    ['price', 'desc'],
    ['category', 'asc'],
    ['category', 'desc'],
  ] as const)('pages through every ongoing meal once, sorted by %s %s', async (sortBy, sortOrder) => {
    const all = await getAll(`?sortBy=${sortBy}&sortOrder=${sortOrder}`, 4);
    expect(all).toHaveLength(ONGOING);
    expect(new Set(all.map((m) => m._id)).size).toBe(ONGOING);
    const key = (m: Meal) => (sortBy === 'date' ? Date.parse(m.date) : sortBy === 'price' ? m.price : m.category);
    const keys = all.map(key);
    const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(keys).toEqual(sortOrder === 'asc' ? sorted : sorted.reverse());
  });

  it('filters by category in any case', async () => {
    for (const category of ['breakfast', 'Dinner']) {
      const all = await getAll(`?category=${category}`);
      expect(all.length).toBeGreaterThan(0);
      expect(all.every((m) => m.category.toLowerCase() === category.toLowerCase())).toBe(true);
    }
  });

  it('searches titles case-insensitively, with LIKE wildcards taken literally', async () => {
    const rice = await getAll('?search=rICe');
    expect(rice.length).toBe(11);
    expect(rice.every((m) => m.title.includes('Rice'))).toBe(true);
    const percent = await getAll(`?search=${encodeURIComponent('100%')}`);
    expect(percent.map((m) => m.title)).toEqual(['Chicken Biryani 100% Special']);
    expect(await getAll(`?search=${encodeURIComponent('r_ce')}`)).toEqual([]);
    // Text with no letter or digit is no word to look for (title-search.ts): the whole list.
    expect(await getAll(`?search=${encodeURIComponent('%')}`)).toHaveLength(ONGOING);
    expect(await getAll('?search=nothing-like-this')).toEqual([]);
  });

  it('combines search, category and sort', async () => {
    const all = await getAll('?search=paratha&category=lunch&sortBy=price&sortOrder=asc');
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((m) => m.category === 'Lunch' && m.title.includes('Paratha'))).toBe(true);
    const prices = all.map((m) => m.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('answers no next cursor on the last page', async () => {
    const { body, next, res } = await getPage('?limit=100');
    expect(body).toHaveLength(ONGOING);
    expect(next).toBeUndefined();
    expect(res.headers.link).toBeUndefined();
  });

  it.each([
    ['?sortBy=likes', 'sortBy must be one of date, price, category'],
    ['?sortOrder=up', 'sortOrder must be asc or desc'],
    ['?category=brunch', 'category must be one of Breakfast, Lunch, Dinner'],
    ['?limit=0', 'limit must be at least 1'],
    ['?limit=101', 'limit must be at most 100'],
    ['?limit=abc', 'limit must be a number'],
    ['?cursor=not-a-cursor', 'Invalid cursor'],
    [`?search=${'x'.repeat(101)}`, 'search is too long'],
  ])('refuses %s with a clear 400', async (query, message) => {
    const { res } = await getPage(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });

  it('refuses a cursor made for another sort', async () => {
    const { next } = await getPage('?sortBy=category');
    const { res } = await getPage(`?sortBy=price&cursor=${next}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Invalid cursor' });
  });
});

describe('GET /api/meals-by-category', () => {
  it('answers newest meals of a category, or of all when omitted', async () => {
    const lunch = await t.app.inject({ url: '/api/meals-by-category?category=Lunch' });
    expect(lunch.statusCode).toBe(200);
    const meals = lunch.json() as Meal[];
    expect(meals).toHaveLength(6);
    expect(meals.every((m) => m.category === 'Lunch')).toBe(true);
    const all = await t.app.inject({ url: '/api/meals-by-category?limit=50' });
    expect((all.json() as Meal[]).map((m) => m.category)).toEqual(
      expect.arrayContaining(['Breakfast', 'Lunch', 'Dinner']),
    );
    expect(all.json()).toHaveLength(ONGOING);
  });

  it('refuses an unknown category', async () => {
    const res = await t.app.inject({ url: '/api/meals-by-category?category=Snacks' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/category/);
  });
});

describe('indexes', () => {
  // With sequential scans priced out, the planner must still find an index for each access path.
  async function planFor(query: ReturnType<typeof sql>, { bitmapOnly = false } = {}) {
    return t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      // A GIN index is read through a bitmap scan; rule out walking a btree instead.
      if (bitmapOnly) await tx.execute(sql`set local enable_indexscan = off`);
      const result = await tx.execute(sql`explain ${query}`);
      const rows = (Array.isArray(result) ? result : (result as unknown as { rows: unknown[] }).rows) as Record<
        string,
        string
      >[];
      return rows.map((r) => Object.values(r)[0]).join('\n');
    });
  }

  it('backs title search with the trigram index', async () => {
    const plan = await planFor(sql`select id from meals where lower(title) like '%rice%'`, { bitmapOnly: true });
    expect(plan).toContain('meals_title_trgm_idx');
  });

  it('backs each sort with its keyset index', async () => {
    const plan = await planFor(
      sql`select id from meals where status = 'ongoing' and category = 'Lunch' order by price desc, id desc limit 7`,
    );
    expect(plan).toContain('meals_ongoing_category_price_idx');
  });
});
