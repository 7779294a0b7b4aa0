import type { Meal } from '@hostel/contract/meals';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';
import { isViewerStatusKey, mealDetailKeys } from './meal-detail-keys.ts';
import { mealKeys } from './meal-query-keys.ts';

/** `GET /api/meals/{id}`: one meal; a 404 `ApiError` for an unknown id, 400 for a malformed one. */
export async function getMeal(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<Meal> {
  const { data } = await apiRequest<Meal>(`/meals/${encodeURIComponent(id)}`, { signal });
  return data;
}

export const getMealQueryOptions = (id: string) =>
  queryOptions({
    queryKey: mealDetailKeys.detail(id),
    queryFn: ({ signal }) => getMeal(id, { signal }),
  });

export const useMeal = (id: string) => useQuery(getMealQueryOptions(id));

/**
 * A review was posted on this meal: count it at once (the heading's number), then refetch the meal
 * for the server's count and new average rating, and mark the lists stale.
 */
export function useRecordMealReview() {
  const queryClient = useQueryClient();
  return useCallback(
    (id: string) => {
      queryClient.setQueryData<Meal>(mealDetailKeys.detail(id), (old) =>
        old ? { ...old, reviews: old.reviews + 1 } : old,
      );
      void queryClient.invalidateQueries({ queryKey: mealKeys.all, predicate: (q) => !isViewerStatusKey(q.queryKey) });
    },
    [queryClient],
  );
}
