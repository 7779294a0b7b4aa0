import { NEXT_CURSOR_HEADER } from '@hostel/contract/paging-constants';
import type { Review } from '@hostel/contract/reviews';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { MEAL_REVIEWS_PAGE_SIZE, reviewKeys } from './review-keys.ts';

export interface ReviewsPage {
  reviews: Review[];
  /** Cursor of the next page, from the `x-next-cursor` header; `null` on the last page. */
  nextCursor: string | null;
}

/** `GET /api/reviews/meal/{id}`: one page of a meal's reviews, newest first. */
export async function getMealReviews(
  mealId: string,
  { cursor, signal }: { cursor?: string | null; signal?: AbortSignal } = {},
): Promise<ReviewsPage> {
  const { data, headers } = await apiRequest<Review[]>(`/reviews/meal/${encodeURIComponent(mealId)}`, {
    params: { limit: MEAL_REVIEWS_PAGE_SIZE, cursor },
    signal,
  });
  return { reviews: data, nextCursor: headers.get(NEXT_CURSOR_HEADER) || null };
}

export const getMealReviewsInfiniteQueryOptions = (mealId: string) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.byMeal(mealId),
    queryFn: ({ pageParam, signal }) => getMealReviews(mealId, { cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

export const useMealReviews = (mealId: string) => useInfiniteQuery(getMealReviewsInfiniteQueryOptions(mealId));
