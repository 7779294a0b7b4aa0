import type { MessSettingsAnswer, MessSettingsPreview, SaveMessSettingsInput } from '@hostel/contract/mess';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { QUERY_ROOTS } from '../../../lib/query-roots.ts';

export const messSettingsKey = ['mess-settings'] as const;
/** The menu's root, as the student menu page and the week grid spell it. */
const menuRoot = QUERY_ROOTS.menu;

/** `GET /api/admin/mess-settings`: today's rules, flat, and the changes scheduled ahead. */
export const getMessSettingsQueryOptions = () =>
  queryOptions({
    queryKey: messSettingsKey,
    queryFn: async ({ signal }) => (await apiRequest<MessSettingsAnswer>('/admin/mess-settings', { signal })).data,
  });

export const useMessSettings = () => useQuery(getMessSettingsQueryOptions());

/**
 * `PUT /api/admin/mess-settings`: the whole set at once, from `effectiveFrom` on (today when left
 * out, decision 110); the answer is today's rules and the changes ahead.
 */
export function useSaveMessSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: SaveMessSettingsInput) =>
      (await apiRequest<MessSettingsAnswer>('/admin/mess-settings', { method: 'PUT', body: settings })).data,
    onSuccess: (saved) => queryClient.setQueryData(messSettingsKey, saved),
    // The form reads the rules back from the server; every menu's slot times and cutoffs come from them.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messSettingsKey }),
        queryClient.invalidateQueries({ queryKey: menuRoot }),
      ]),
  });
}

/** `POST /api/admin/mess-settings/preview`: what saving these rules would move, nothing saved. */
export async function previewMessSettings(settings: SaveMessSettingsInput): Promise<MessSettingsPreview> {
  return (await apiRequest<MessSettingsPreview>('/admin/mess-settings/preview', { method: 'POST', body: settings }))
    .data;
}

export const usePreviewMessSettings = () => useMutation({ mutationFn: previewMessSettings });
