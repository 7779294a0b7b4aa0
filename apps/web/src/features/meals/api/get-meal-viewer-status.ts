import type { MealViewerStatus } from '@hostel/contract/likes';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';
import { mealDetailKeys } from './meal-detail-keys.ts';

/** `GET /api/meals/{id}/my-status`: whether the signed-in user liked and requested this meal, and their reviews of it. */
export async function getMealViewerStatus(id: string, { signal }: { signal?: AbortSignal } = {}) {
  const { data } = await apiRequest<MealViewerStatus>(`/meals/${encodeURIComponent(id)}/my-status`, { signal });
  return data;
}

export const getMealViewerStatusQueryOptions = (id: string) =>
  queryOptions({
    queryKey: mealDetailKeys.viewerStatus(id),
    queryFn: ({ signal }) => getMealViewerStatus(id, { signal }),
  });

export const useMealViewerStatus = (id: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getMealViewerStatusQueryOptions(id), enabled });

const NO_STATUS: MealViewerStatus = { liked: false, requested: false, requestStatus: null, reviewIds: [] };

/**
 * Records a change the viewer made elsewhere (a request sent or a review posted from the details
 * page) in the cached status, then confirms it with the server.
 */
export function useUpdateMealViewerStatus() {
  const queryClient = useQueryClient();
  return useCallback(
    (id: string, patch: Partial<MealViewerStatus> | ((old: MealViewerStatus) => Partial<MealViewerStatus>)) => {
      const key = mealDetailKeys.viewerStatus(id);
      queryClient.setQueryData<MealViewerStatus>(key, (old = NO_STATUS) => ({
        ...old,
        ...(typeof patch === 'function' ? patch(old) : patch),
      }));
      void queryClient.invalidateQueries({ queryKey: key });
    },
    [queryClient],
  );
}
