import type { Meal } from '@hostel/contract/meals';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from './admin-keys.ts';
import { getPaged, offsetOf } from './get-paged.ts';

/** `GET /api/admin/meals`: ongoing meals, most liked (then most reviewed) first, one page of 10. */
export const getAdminMeals = (page: number, { signal }: { signal?: AbortSignal } = {}) =>
  getPaged<Meal>('/admin/meals', { offset: offsetOf(page), signal });

export const getAdminMealsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.meals(offsetOf(page)),
    queryFn: ({ signal }) => getAdminMeals(page, { signal }),
    placeholderData: keepPreviousData,
  });

export const useAdminMeals = (page: number) => useQuery(getAdminMealsQueryOptions(page));
