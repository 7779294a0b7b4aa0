import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { invalidateRoots } from './admin-keys.ts';

/** `DELETE /api/reviews/{id}` as an admin (any review; no body). */
export async function deleteReview(id: string): Promise<void> {
  await apiRequest<{ success: true }>(`/reviews/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Deletes a review; review lists refresh, and so do meals (their review count and rating changed). */
export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: () => invalidateRoots(queryClient, ['reviews', 'meals', 'upcomingMeals']),
  });
}
