import type { Meal } from '@hostel/contract/meals';
import { MEALS_PAGE_SIZE, type MealCategory } from '@hostel/contract/meals-constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { mealKeys } from './meal-query-keys.ts';

/** `GET /api/meals-by-category`: the first meals of a category (`null` = All, category omitted). */
export async function getMealsByCategory(category: MealCategory | null, { signal }: { signal?: AbortSignal } = {}) {
  const { data } = await apiRequest<Meal[]>('/meals-by-category', {
    params: { category: category ?? undefined, limit: MEALS_PAGE_SIZE },
    signal,
  });
  return data;
}

export const getMealsByCategoryQueryOptions = (category: MealCategory | null) =>
  queryOptions({
    queryKey: mealKeys.byCategory(category),
    queryFn: ({ signal }) => getMealsByCategory(category, { signal }),
  });

export const useMealsByCategory = (category: MealCategory | null) => useQuery(getMealsByCategoryQueryOptions(category));
