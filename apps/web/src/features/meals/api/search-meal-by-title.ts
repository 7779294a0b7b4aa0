import type { Meal } from '@hostel/contract/meals';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';
import { mealKeys } from './meal-query-keys.ts';

/** `GET /api/meals/search?title=`: the meal with this title; a 404 `ApiError` when there is none. */
export async function searchMealByTitle(title: string, { signal }: { signal?: AbortSignal } = {}): Promise<Meal> {
  const { data } = await apiRequest<Meal>('/meals/search', { params: { title: title.trim() }, signal });
  return data;
}

export const getSearchMealByTitleQueryOptions = (title: string) =>
  queryOptions({
    queryKey: mealKeys.searchByTitle(title.trim()),
    queryFn: ({ signal }) => searchMealByTitle(title, { signal }),
    staleTime: 30_000,
    retry: false,
  });

/** Imperative search (runs on submit, not on render): `const { searchMeal, isSearching } = useSearchMealByTitle()`. */
export function useSearchMealByTitle() {
  const queryClient = useQueryClient();
  const [isSearching, setIsSearching] = useState(false);

  const searchMeal = useCallback(
    async (title: string) => {
      setIsSearching(true);
      try {
        return await queryClient.fetchQuery(getSearchMealByTitleQueryOptions(title));
      } finally {
        setIsSearching(false);
      }
    },
    [queryClient],
  );

  return { searchMeal, isSearching };
}
