import {
  MEAL_CATEGORIES,
  MEAL_SORT_FIELDS,
  MEALS_PAGE_SIZE,
  type MealCategory,
  type MealSortField,
  SORT_ORDERS,
  type SortOrder,
} from './meals-constants.ts';
import type { QueryParams } from './query-string.ts';

/** The meals page controls. They live in the URL query string (defaults are left out). */
export interface MealsFilters {
  search: string;
  sortBy: MealSortField;
  sortOrder: SortOrder;
  /** `null` means All. */
  category: MealCategory | null;
}

export const DEFAULT_MEALS_FILTERS: MealsFilters = { search: '', sortBy: 'date', sortOrder: 'desc', category: null };

const pick = <T extends string>(allowed: readonly T[], value: string | null, fallback: T): T =>
  allowed.find((option) => option === value) ?? fallback;

export function parseMealsFilters(params: URLSearchParams): MealsFilters {
  const category = params.get('category')?.toLowerCase();
  return {
    search: (params.get('search') ?? '').trim().slice(0, 100),
    sortBy: pick(MEAL_SORT_FIELDS, params.get('sortBy'), DEFAULT_MEALS_FILTERS.sortBy),
    sortOrder: pick(SORT_ORDERS, params.get('sortOrder'), DEFAULT_MEALS_FILTERS.sortOrder),
    category: MEAL_CATEGORIES.find((c) => c.toLowerCase() === category) ?? null,
  };
}

export function toMealsSearchParams(filters: MealsFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.sortBy !== DEFAULT_MEALS_FILTERS.sortBy) params.set('sortBy', filters.sortBy);
  if (filters.sortOrder !== DEFAULT_MEALS_FILTERS.sortOrder) params.set('sortOrder', filters.sortOrder);
  if (filters.category) params.set('category', filters.category.toLowerCase());
  return params;
}

export const isDefaultMealsFilters = (filters: MealsFilters) => toMealsSearchParams(filters).toString() === '';

/** `GET /api/meals`'s query for one page of the list the controls describe. */
export function mealsListParams(filters: MealsFilters, cursor?: string | null): QueryParams {
  return {
    search: filters.search.trim(),
    sortBy: filters.sortBy,
    sortOrder: filters.sortOrder,
    category: filters.category?.toLowerCase(),
    limit: MEALS_PAGE_SIZE,
    cursor,
  };
}
