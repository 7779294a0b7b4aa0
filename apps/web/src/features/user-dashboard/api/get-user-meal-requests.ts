import type { MealRequest } from '@hostel/contract/meal-requests';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getUserPage, offsetOf, userPath } from './get-user-page.ts';
import { userDashboardKeys } from './user-dashboard-keys.ts';

/** `GET /api/requests/{email}`: the user's own meal requests, newest first, 5 a page. */
export const getUserMealRequests = (email: string, page: number, { signal }: { signal?: AbortSignal } = {}) =>
  getUserPage<MealRequest>(userPath('/requests', email), { page, signal });

export const getUserMealRequestsQueryOptions = (email: string, page: number) =>
  queryOptions({
    queryKey: userDashboardKeys.requests(email.toLowerCase(), offsetOf(page)),
    queryFn: ({ signal }) => getUserMealRequests(email, page, { signal }),
    placeholderData: keepPreviousData,
  });

export const useUserMealRequests = (email: string, page: number) =>
  useQuery({ ...getUserMealRequestsQueryOptions(email, page), enabled: Boolean(email) });
