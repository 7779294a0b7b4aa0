import type { Review } from '@hostel/contract/reviews';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getUserPage, offsetOf, userPath } from './get-user-page.ts';
import { userDashboardKeys } from './user-dashboard-keys.ts';

/** `GET /api/reviews/user/{email}`: the user's own reviews, newest first, 5 a page. */
export const getUserReviews = (email: string, page: number, { signal }: { signal?: AbortSignal } = {}) =>
  getUserPage<Review>(userPath('/reviews/user', email), { page, signal });

export const getUserReviewsQueryOptions = (email: string, page: number) =>
  queryOptions({
    queryKey: userDashboardKeys.reviews(email.toLowerCase(), offsetOf(page)),
    queryFn: ({ signal }) => getUserReviews(email, page, { signal }),
    placeholderData: keepPreviousData,
  });

export const useUserReviews = (email: string, page: number) =>
  useQuery({ ...getUserReviewsQueryOptions(email, page), enabled: Boolean(email) });
