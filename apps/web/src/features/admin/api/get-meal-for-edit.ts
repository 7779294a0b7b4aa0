import type { Meal } from '@hostel/contract/meals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** `GET /api/meals/{id}`: the meal to edit; a 404 `ApiError` when it does not exist. */
export async function getMealForEdit(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<Meal> {
  const { data } = await apiRequest<Meal>(`/meals/${encodeURIComponent(id)}`, { signal });
  return data;
}

/** Always read fresh: an edit form must start from what the server holds now. */
export const getMealForEditQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.meal(id),
    queryFn: ({ signal }) => getMealForEdit(id, { signal }),
    staleTime: 0,
    gcTime: 0,
  });

export const useMealForEdit = (id: string) => useQuery(getMealForEditQueryOptions(id));
