import { addDays } from '@hostel/contract/calendar-date';
import type { Meal } from '@hostel/contract/meals';
import { DEFAULT_MEALS_FILTERS, mealsListParams } from '@hostel/contract/meals-filters';
import type { MealSlot, MenuAnswer, MenuItem } from '@hostel/contract/mess';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { QUERY_ROOTS } from '../../../lib/query-roots.ts';
import { queryRoots } from './admin-keys.ts';

/** The menu's root: the student menu page spells it the same, so an admin's edit refreshes it too. */
const menuRoot = QUERY_ROOTS.menu;
export const weekMenuKey = (from: string) => [...menuRoot, 'admin-week', from] as const;

export const getWeekMenuQueryOptions = (from: string) =>
  queryOptions({
    queryKey: weekMenuKey(from),
    queryFn: async ({ signal }) =>
      (await apiRequest<MenuAnswer>('/menu', { params: { from, to: addDays(from, 6) }, signal })).data,
    placeholderData: keepPreviousData,
  });

export const useWeekMenu = (from: string) => useQuery(getWeekMenuQueryOptions(from));

/** `PUT /api/menu/{date}/{slot}`: exactly these meals on the slot, in this order. */
export function useSetMenuSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ date, slot, mealIds }: { date: string; slot: MealSlot; mealIds: string[] }) =>
      (await apiRequest<MenuItem>(`/menu/${date}/${slot}`, { method: 'PUT', body: { mealIds } })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: menuRoot }),
  });
}

/** `POST /api/menu/copy-week`: the 7 dates from `from` onto the 7 dates from `to`. */
export function useCopyMenuWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { from: string; to: string }) =>
      (await apiRequest<MenuAnswer>('/menu/copy-week', { method: 'POST', body })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: menuRoot }),
  });
}

/** `GET /api/meals?search=`: the catalog's first page of meals matching the words (for the picker). */
export const getCatalogSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...queryRoots.meals, 'admin', 'menu-picker', search.trim()] as const,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<Meal[]>('/meals', {
          params: mealsListParams({ ...DEFAULT_MEALS_FILTERS, search, sortBy: 'date' }),
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useCatalogSearch = (search: string, enabled: boolean) =>
  useQuery({ ...getCatalogSearchQueryOptions(search), enabled });
