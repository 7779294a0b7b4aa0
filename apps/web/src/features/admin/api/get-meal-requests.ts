import type { MealRequest } from '@hostel/contract/meal-requests';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from './admin-keys.ts';
import { getPaged, offsetOf } from './get-paged.ts';

/** `GET /api/requested-meals`: every request, newest first, one page of 10. */
export const getMealRequests = (page: number, { signal }: { signal?: AbortSignal } = {}) =>
  getPaged<MealRequest>('/requested-meals', { offset: offsetOf(page), signal });

export const getMealRequestsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.mealRequests(offsetOf(page)),
    queryFn: ({ signal }) => getMealRequests(page, { signal }),
    placeholderData: keepPreviousData,
  });

export const useMealRequests = (page: number) => useQuery(getMealRequestsQueryOptions(page));
