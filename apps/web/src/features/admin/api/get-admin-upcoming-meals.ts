import type { Meal } from '@hostel/contract/meals';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from './admin-keys.ts';
import { getPaged, offsetOf } from './get-paged.ts';

/** `GET /api/admin/upcoming-meals`: meals not yet published, soonest first, one page of 10. */
export const getAdminUpcomingMeals = (page: number, { signal }: { signal?: AbortSignal } = {}) =>
  getPaged<Meal>('/admin/upcoming-meals', { offset: offsetOf(page), signal });

export const getAdminUpcomingMealsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.upcomingMeals(offsetOf(page)),
    queryFn: ({ signal }) => getAdminUpcomingMeals(page, { signal }),
    placeholderData: keepPreviousData,
  });

export const useAdminUpcomingMeals = (page: number) => useQuery(getAdminUpcomingMealsQueryOptions(page));
