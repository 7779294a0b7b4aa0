import type { Bill } from '@hostel/contract/bills';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { Month } from '../bill-month.ts';
import { billKeys } from './bill-keys.ts';

/** `GET /api/me/bill?month=YYYY-MM`: the reader's lines, totals and meal counts of one month. */
export async function getMyBill(month: Month, { signal }: { signal?: AbortSignal } = {}): Promise<Bill> {
  const { data } = await apiRequest<Bill>('/me/bill', { params: { month }, signal });
  return data;
}

export const getMyBillQueryOptions = (month: Month) =>
  queryOptions({
    queryKey: billKeys.mine(month),
    queryFn: ({ signal }) => getMyBill(month, { signal }),
    // Stepping months keeps the last bill on screen (dimmed) instead of a blank card.
    placeholderData: keepPreviousData,
  });

export const useMyBill = (month: Month) => useQuery(getMyBillQueryOptions(month));
