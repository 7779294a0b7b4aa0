import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryRoots } from './user-dashboard-keys.ts';

export interface DeleteOwnReviewInput {
  id: string;
  /** The spec's user sends its email with a delete. */
  email: string;
}

/** `DELETE /api/reviews/{id}` with `{ email }`: the author removes their review. */
export async function deleteOwnReview({ id, email }: DeleteOwnReviewInput): Promise<void> {
  const { data } = await apiRequest<{ success?: boolean }>(`/reviews/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    body: { email },
  });
  if (data?.success !== true) throw new Error('The server did not delete the review.');
}

/**
 * Deletes a review. Review lists refresh before it settles; meals too (their review count and
 * rating changed), upcoming ones included.
 */
export function useDeleteOwnReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOwnReview,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.reviews }),
        queryClient.invalidateQueries({ queryKey: queryRoots.meals }),
        queryClient.invalidateQueries({ queryKey: queryRoots.upcomingMeals }),
      ]),
  });
}
