import { TOTAL_COUNT_HEADER } from '@hostel/contract/paging-constants';
import { apiRequest, type RequestOptions } from '../../../lib/api-client.ts';
import { ADMIN_PAGE_SIZE } from './admin-keys.ts';

/** One page of an admin table and the number of rows in the whole table. */
export interface Paged<T> {
  items: T[];
  total: number;
}

/** 1-based page number → the `offset` the server takes. */
export const offsetOf = (page: number) => (Math.max(page, 1) - 1) * ADMIN_PAGE_SIZE;

/** Fetches one page (`limit` 10, `offset`) and reads the total from the `x-total-count` header. */
export async function getPaged<T>(
  path: string,
  { offset, params, signal }: { offset: number; params?: RequestOptions['params']; signal?: AbortSignal },
): Promise<Paged<T>> {
  const { data, headers } = await apiRequest<T[]>(path, {
    params: { ...params, limit: ADMIN_PAGE_SIZE, offset },
    signal,
  });
  const total = Number.parseInt(headers.get(TOTAL_COUNT_HEADER) ?? '', 10);
  return { items: data, total: Number.isFinite(total) ? total : offset + data.length };
}
