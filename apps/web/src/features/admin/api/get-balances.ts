import type { BALANCE_SORTS, BalanceRow, MonthTotals } from '@hostel/contract/bills';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, buildUrl } from '../../../lib/api-client.ts';
import { getPaged, offsetOf } from './get-paged.ts';

/** The columns `GET /api/admin/bills` sorts by (a type only: the contract's list lives beside zod). */
export type BalanceSort = (typeof BALANCE_SORTS)[number];
export type SortOrder = 'asc' | 'desc';

export interface BalancesParams {
  month: string;
  sort: BalanceSort;
  order: SortOrder;
  page: number;
}

/** Bills are every student's: a payment or a refund anywhere changes them (the `bills` root). */
export const balancesKey = ({ month, sort, order, page }: BalancesParams) =>
  ['bills', 'admin', month, sort, order, offsetOf(page)] as const;

/** `GET /api/admin/bills?month&sort&order`: one page of 10 students' balances for the month. */
export const getBalancesQueryOptions = (params: BalancesParams) =>
  queryOptions({
    queryKey: balancesKey(params),
    queryFn: ({ signal }) =>
      getPaged<BalanceRow>('/admin/bills', {
        offset: offsetOf(params.page),
        params: { month: params.month, sort: params.sort, order: params.order },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useBalances = (params: BalancesParams) => useQuery(getBalancesQueryOptions(params));

/** `GET /api/admin/bills/totals?month=`: the sums of every student's row, for the totals line. */
export const useBalanceTotals = (month: string) =>
  useQuery({
    queryKey: ['bills', 'admin', month, 'totals'] as const,
    queryFn: async ({ signal }) =>
      (await apiRequest<MonthTotals>('/admin/bills/totals', { params: { month }, signal })).data,
  });

/**
 * `GET /api/admin/bills/export?month&sort&order`: a CSV attachment of the rows as the screen lists
 * them. A plain link downloads it with the session cookie (same origin), with no script holding the
 * file in memory.
 */
export const balancesExportUrl = ({ month, sort, order }: Omit<BalancesParams, 'page'>) =>
  buildUrl('/admin/bills/export', { month, sort, order });
