import type { MessSettings } from '@hostel/contract/mess';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { QUERY_ROOTS } from '../../../lib/query-roots.ts';

export const messSettingsKey = ['mess-settings'] as const;
/** The menu's root, as the student menu page and the week grid spell it. */
const menuRoot = QUERY_ROOTS.menu;

/** `GET /api/admin/mess-settings`. */
export const getMessSettingsQueryOptions = () =>
  queryOptions({
    queryKey: messSettingsKey,
    queryFn: async ({ signal }) => (await apiRequest<MessSettings>('/admin/mess-settings', { signal })).data,
  });

export const useMessSettings = () => useQuery(getMessSettingsQueryOptions());

/** `PUT /api/admin/mess-settings`: the whole set at once; the answer is what was saved. */
export function useSaveMessSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: MessSettings) =>
      (await apiRequest<MessSettings>('/admin/mess-settings', { method: 'PUT', body: settings })).data,
    onSuccess: (saved) => queryClient.setQueryData(messSettingsKey, saved),
    // The form reads the rules back from the server; every menu's slot times and cutoffs come from them.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messSettingsKey }),
        queryClient.invalidateQueries({ queryKey: menuRoot }),
      ]),
  });
}
