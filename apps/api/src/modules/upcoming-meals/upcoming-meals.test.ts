import type { Meal } from '@hostel/contract/meals';
import { NEXT_CURSOR_HEADER } from '@hostel/contract/paging';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMeals } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();

describe('GET /api/upcoming-meals', () => {
  it('answers an empty list when there are none', async () => {
    const res = await t.app.inject({ url: '/api/upcoming-meals' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  describe('with meals', () => {
    beforeAll(async () => {
      await createMeals(t.db, 15, (i) => ({ status: 'upcoming', postTime: new Date(Date.UTC(2026, 11, 1 + i)) }));
      await createMeals(t.db, 3, () => ({ status: 'ongoing' }));
    });

    it('pages through upcoming meals only, newest first', async () => {
      const first = await t.app.inject({ url: '/api/upcoming-meals' });
      const page1 = first.json() as Meal[];
      expect(page1).toHaveLength(12);
      const cursor = first.headers[NEXT_CURSOR_HEADER];
      expect(cursor).toBeTruthy();
      const second = await t.app.inject({ url: `/api/upcoming-meals?cursor=${cursor}` });
      const page2 = second.json() as Meal[];
      expect(page2).toHaveLength(3);
      expect(second.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
      const all = [...page1, ...page2];
      expect(all.every((m) => m.status === 'upcoming')).toBe(true);
      const times = all.map((m) => Date.parse(m.postTime));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it('refuses a bad limit', async () => {
      const res = await t.app.inject({ url: '/api/upcoming-meals?limit=-1' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'limit must be at least 1' });
    });
  });
});
