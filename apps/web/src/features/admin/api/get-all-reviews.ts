import type { ReviewWithEmail } from '@hostel/contract/reviews';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from './admin-keys.ts';
import { getPaged, offsetOf } from './get-paged.ts';

/** `GET /api/reviews`: every review, newest first, one page of 10. */
export const getAllReviews = (page: number, { signal }: { signal?: AbortSignal } = {}) =>
  getPaged<ReviewWithEmail>('/reviews', { offset: offsetOf(page), signal });

export const getAllReviewsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.reviews(offsetOf(page)),
    queryFn: ({ signal }) => getAllReviews(page, { signal }),
    placeholderData: keepPreviousData,
  });

export const useAllReviews = (page: number) => useQuery(getAllReviewsQueryOptions(page));
