import type { Meal } from '@hostel/contract/meals';
import { NEXT_CURSOR_HEADER } from '@hostel/contract/paging-constants';
import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';
import { UPCOMING_MEALS_PAGE_SIZE, upcomingMealKeys } from './upcoming-meal-keys.ts';

export interface UpcomingMealsPage {
  meals: Meal[];
  /** Cursor of the next page, from the `x-next-cursor` header; `null` on the last page. */
  nextCursor: string | null;
}

/** `GET /api/upcoming-meals`: one page of the meals still to come, newest first. */
export async function getUpcomingMeals({
  cursor,
  signal,
}: {
  cursor?: string | null;
  signal?: AbortSignal;
} = {}): Promise<UpcomingMealsPage> {
  const { data, headers } = await apiRequest<Meal[]>('/upcoming-meals', {
    params: { limit: UPCOMING_MEALS_PAGE_SIZE, cursor },
    signal,
  });
  return { meals: data, nextCursor: headers.get(NEXT_CURSOR_HEADER) || null };
}

export const getUpcomingMealsInfiniteQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: upcomingMealKeys.list(),
    queryFn: ({ pageParam, signal }) => getUpcomingMeals({ cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

export const useInfiniteUpcomingMeals = () => useInfiniteQuery(getUpcomingMealsInfiniteQueryOptions());

/** Marks the upcoming list stale (a like changed a count, or released a meal off the list). */
export function useInvalidateUpcomingMeals() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: upcomingMealKeys.all }), [queryClient]);
}
