import type { ClientConfig } from '@hostel/contract/config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/** `GET /api/config`: whether this installation offers Google sign-in. */
export async function getClientConfig({ signal }: { signal?: AbortSignal } = {}): Promise<ClientConfig> {
  const { data } = await apiRequest<ClientConfig>('/config', { signal });
  return data;
}

export const getClientConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['client-config'],
    queryFn: ({ signal }) => getClientConfig({ signal }),
    staleTime: Infinity,
  });

export const useClientConfig = () => useQuery(getClientConfigQueryOptions());
