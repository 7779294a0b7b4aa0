import type { DeviceSession } from '@hostel/contract/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { accountKeys } from './account-keys.ts';

/** `GET /api/me/sessions`: the devices signed in to this account, most recently active first. */
export async function getDeviceSessions({ signal }: { signal?: AbortSignal } = {}): Promise<DeviceSession[]> {
  const { data } = await apiRequest<DeviceSession[]>('/me/sessions', { signal });
  return data;
}

export const getDeviceSessionsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.sessions,
    queryFn: ({ signal }) => getDeviceSessions({ signal }),
    // Another device may sign in or out at any time: look again whenever the reader comes back.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export const useDeviceSessions = () => useQuery(getDeviceSessionsQueryOptions());
