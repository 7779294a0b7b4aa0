import type { MealRequest } from '@hostel/contract/meal-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { invalidateRoots, queryRoots } from './admin-keys.ts';
import type { Paged } from './get-paged.ts';

/** `PATCH /api/requested-meals/{id}` with status Served; 409 when it already was. */
export async function serveMealRequest(id: string): Promise<void> {
  await apiRequest<{ success: true }>(`/requested-meals/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { status: 'Served' },
  });
}

/**
 * Serves a request. The row says Served as soon as the server agrees (no wait for the refetch); every
 * request list (the student's dashboard too) is then refreshed.
 */
export function useServeMealRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: serveMealRequest,
    onSuccess: (_result, id) => {
      queryClient.setQueriesData<Paged<MealRequest>>({ queryKey: [...queryRoots.mealRequests, 'admin'] }, (old) =>
        old ? { ...old, items: old.items.map((r) => (r._id === id ? { ...r, status: 'Served' as const } : r)) } : old,
      );
    },
    onSettled: () => invalidateRoots(queryClient, ['mealRequests']),
  });
}
