import type { Meal } from '@hostel/contract/meals';
import { type MealsFilters, mealsListParams } from '@hostel/contract/meals-filters';
import { NEXT_CURSOR_HEADER } from '@hostel/contract/paging-constants';
import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';
import { mealKeys } from './meal-query-keys.ts';

export interface MealsPage {
  meals: Meal[];
  /** Cursor of the next page, from the `x-next-cursor` header; `null` on the last page. */
  nextCursor: string | null;
}

/** `GET /api/meals`: one page (6 meals) of the filtered, sorted list. */
export async function getMeals(
  filters: MealsFilters,
  { cursor, signal }: { cursor?: string | null; signal?: AbortSignal } = {},
): Promise<MealsPage> {
  const { data, headers } = await apiRequest<Meal[]>('/meals', {
    params: mealsListParams(filters, cursor),
    signal,
  });
  return {
    meals: data,
    nextCursor: headers.get(NEXT_CURSOR_HEADER) || null,
  };
}

export const getMealsInfiniteQueryOptions = (filters: MealsFilters) =>
  infiniteQueryOptions({
    queryKey: mealKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getMeals(filters, { cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

export const useInfiniteMeals = (filters: MealsFilters) => useInfiniteQuery(getMealsInfiniteQueryOptions(filters));

/**
 * Starts a list over from its first page (the spec: changing a control or pressing search reloads).
 * Without it, going back to filters used a minute ago would show every page loaded back then.
 */
export function useReloadMeals() {
  const queryClient = useQueryClient();
  return useCallback(
    (filters: MealsFilters) => queryClient.resetQueries({ queryKey: mealKeys.list(filters), exact: true }),
    [queryClient],
  );
}
