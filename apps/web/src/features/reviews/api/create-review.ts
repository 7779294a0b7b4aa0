import type { Review } from '@hostel/contract/reviews';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ReviewsPage } from './get-meal-reviews.ts';
import { reviewKeys } from './review-keys.ts';

/**
 * `POST /api/reviews`. The spec's client also sends the reviewer (displayName, email, image) and the
 * meal (title, likes, reviews); the server takes them from the session and the meal.
 */
export interface CreateReviewInput {
  mealId: string;
  text: string;
  stars?: number | null;
  displayName?: string | null;
  email?: string | null;
  image?: string | null;
  title?: string;
  likes?: number;
  reviews?: number;
}

export async function createReview(input: CreateReviewInput): Promise<Review> {
  const { data } = await apiRequest<Review>('/reviews', { method: 'POST', body: input });
  return data;
}

/**
 * Posts a review and puts it at the top of the meal's loaded list (the spec: "added at top of the
 * list locally"); other review lists (the user's, the admin's) are marked stale.
 */
export function useCreateReview({ onSuccess }: { onSuccess?: (review: Review) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: (review) => {
      const listKey = reviewKeys.byMeal(review.mealId);
      queryClient.setQueryData<InfiniteData<ReviewsPage, string | null>>(listKey, (old) => {
        if (!old) return old;
        const [first, ...rest] = old.pages;
        if (!first) return old;
        const withoutDuplicate = first.reviews.filter((r) => r._id !== review._id);
        return { ...old, pages: [{ ...first, reviews: [review, ...withoutDuplicate] }, ...rest] };
      });
      void queryClient.invalidateQueries({
        queryKey: reviewKeys.all,
        predicate: (query) => query.queryKey.join('\u0000') !== listKey.join('\u0000'),
      });
      onSuccess?.(review);
    },
  });
}
