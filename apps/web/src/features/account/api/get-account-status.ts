import type { AccountStatus } from '@hostel/contract/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { accountKeys } from './account-keys.ts';

/** `GET /api/me/account`: the address, whether it is verified, and whether the account has a password. */
export async function getAccountStatus({ signal }: { signal?: AbortSignal } = {}): Promise<AccountStatus> {
  const { data } = await apiRequest<AccountStatus>('/me/account', { signal });
  return data;
}

export const getAccountStatusQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.status, queryFn: ({ signal }) => getAccountStatus({ signal }) });

export const useAccountStatus = () => useQuery(getAccountStatusQueryOptions());
