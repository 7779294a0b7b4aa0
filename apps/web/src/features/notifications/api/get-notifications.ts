import type { NotificationList } from '@hostel/contract/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';

export const notificationKeys = { list: ['notifications'] as const };

/** `GET /api/notifications`: the newest 20 and the unread count. */
export async function getNotifications({ signal }: { signal?: AbortSignal } = {}): Promise<NotificationList> {
  const { data } = await apiRequest<NotificationList>('/notifications', { signal });
  return data;
}

export const getNotificationsQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.list, queryFn: ({ signal }) => getNotifications({ signal }) });

/**
 * The list, kept live: the server's event stream sends the whole list again whenever something new
 * arrives for this user (from any server process). EventSource reconnects by itself.
 */
export function useLiveNotifications(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/notifications/stream');
    source.addEventListener('notifications', (event) => {
      queryClient.setQueryData(
        notificationKeys.list,
        JSON.parse((event as MessageEvent<string>).data) as NotificationList,
      );
    });
    return () => source.close();
  }, [enabled, queryClient]);
  return useQuery({ ...getNotificationsQueryOptions(), enabled });
}

/** `POST /api/notifications/read`: everything shown is now read. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await apiRequest<NotificationList>('/notifications/read', { method: 'POST', body: {} })).data,
    onSuccess: (list) => queryClient.setQueryData(notificationKeys.list, list),
  });
}
