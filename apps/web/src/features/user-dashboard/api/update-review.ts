import type { Review } from '@hostel/contract/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryRoots } from './user-dashboard-keys.ts';

export interface UpdateReviewInput {
  id: string;
  text: string;
}

/** `PATCH /api/reviews/{id}`: the author changes a review's text; answers the review. */
export async function updateReview({ id, text }: UpdateReviewInput): Promise<Review> {
  const { data } = await apiRequest<Review>(`/reviews/${encodeURIComponent(id)}`, { method: 'PATCH', body: { text } });
  return data;
}

/** Edits a review; every review list refreshes (this table and the meal's page) before it settles. */
export function useUpdateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.reviews }),
  });
}
