import { TOTAL_COUNT_HEADER } from '@hostel/contract/paging-constants';
import { apiRequest } from '../../../lib/api-client.ts';
import { USER_PAGE_SIZE } from './user-dashboard-keys.ts';

/** One page of a dashboard table and the number of rows in the whole table. */
export interface UserPage<T> {
  items: T[];
  total: number;
}

/** 1-based page number → the `offset` the server takes. */
export const offsetOf = (page: number) => (Math.max(page, 1) - 1) * USER_PAGE_SIZE;

/** The path of one of the user's own lists: `/requests/{email}`, `/reviews/user/{email}`. */
export const userPath = (prefix: string, email: string) => `${prefix}/${encodeURIComponent(email.toLowerCase())}`;

/** Fetches one page (`limit` 5, `offset`) and reads the total from the `x-total-count` header. */
export async function getUserPage<T>(
  path: string,
  { page, signal }: { page: number; signal?: AbortSignal },
): Promise<UserPage<T>> {
  const offset = offsetOf(page);
  const { data, headers } = await apiRequest<T[]>(path, { params: { limit: USER_PAGE_SIZE, offset }, signal });
  const total = Number.parseInt(headers.get(TOTAL_COUNT_HEADER) ?? '', 10);
  return { items: data, total: Number.isFinite(total) ? total : offset + data.length };
}
