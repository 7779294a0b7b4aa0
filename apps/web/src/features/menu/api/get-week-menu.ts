import type { MenuAnswer } from '@hostel/contract/mess';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { QUERY_ROOTS } from '../../../lib/query-roots.ts';
import { menuRange } from '../menu-dates.ts';

/** `GET /api/menu`: today and the days ahead this reader may see, each slot with its times and meals. */
export async function getWeekMenu({ signal }: { signal?: AbortSignal } = {}): Promise<MenuAnswer> {
  const { data } = await apiRequest<MenuAnswer>('/menu', { params: menuRange(), signal });
  return data;
}

export const menuKeys = { week: [...QUERY_ROOTS.menu, 'week'] as const };

export const getWeekMenuQueryOptions = () =>
  queryOptions({ queryKey: menuKeys.week, queryFn: ({ signal }) => getWeekMenu({ signal }) });

export const useWeekMenu = () => useQuery(getWeekMenuQueryOptions());
