import type { MessSettings } from '@hostel/contract/mess';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * The kitchen's rules. Under the menu's root (as the student menu page spells it), so a saved change
 * of slot hours or cutoff refreshes every menu shown, not only this form.
 */
export const messSettingsKey = ['menu', 'mess-settings'] as const;

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
    // The menu's slot times and cutoffs come from these rules.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['menu'] }),
  });
}
