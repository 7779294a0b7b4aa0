import { describe, expect, it } from 'vitest';
import { DEFAULT_MEALS_FILTERS, mealsListParams } from './meals-filters.ts';
import { queryString } from './query-string.ts';

describe('queryString', () => {
  it('keeps set values in order, encoded, and leaves out empty ones', () => {
    expect(queryString({ a: 'x y', b: '', c: null, d: undefined, e: 0, f: false, g: 'ä&=' })).toBe(
      '?a=x+y&e=0&f=false&g=%C3%A4%26%3D',
    );
    expect(queryString({})).toBe('');
    expect(queryString(undefined)).toBe('');
  });

  it("builds the meals list's first page call the same way on both sides", () => {
    expect(queryString(mealsListParams(DEFAULT_MEALS_FILTERS))).toBe('?sortBy=date&sortOrder=desc&limit=6');
    expect(
      queryString(mealsListParams({ search: ' dal ', sortBy: 'price', sortOrder: 'asc', category: 'Dinner' }, 'c1')),
    ).toBe('?search=dal&sortBy=price&sortOrder=asc&category=dinner&limit=6&cursor=c1');
  });
});
