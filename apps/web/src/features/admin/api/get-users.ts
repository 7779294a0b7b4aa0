import type { UserRecord } from '@hostel/contract/users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from './admin-keys.ts';
import { getPaged, offsetOf } from './get-paged.ts';

/** `GET /api/users/recent/{adminEmail}`: every user, newest first, one page of 10. */
export const getRecentUsers = (adminEmail: string, page: number, { signal }: { signal?: AbortSignal } = {}) =>
  getPaged<UserRecord>(`/users/recent/${encodeURIComponent(adminEmail.toLowerCase())}`, {
    offset: offsetOf(page),
    signal,
  });

/** `GET /api/users/search?email=`: users whose email contains the text (any case), one page of 10. */
export const searchUsers = (email: string, page: number, { signal }: { signal?: AbortSignal } = {}) =>
  getPaged<UserRecord>('/users/search', { offset: offsetOf(page), params: { email }, signal });

/** The Manage Users table: the search's matches when there is a search, every user otherwise. */
export const getUsersTableQueryOptions = ({ adminEmail, search, page }: UsersTableParams) =>
  queryOptions({
    queryKey: search ? adminKeys.userSearch(search, offsetOf(page)) : adminKeys.users(offsetOf(page)),
    queryFn: ({ signal }) =>
      search ? searchUsers(search, page, { signal }) : getRecentUsers(adminEmail, page, { signal }),
    placeholderData: keepPreviousData,
  });

export interface UsersTableParams {
  adminEmail: string;
  search: string | null;
  page: number;
}

export const useUsersTable = (params: UsersTableParams) => useQuery(getUsersTableQueryOptions(params));
