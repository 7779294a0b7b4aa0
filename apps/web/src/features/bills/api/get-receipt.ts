import type { Receipt } from '@hostel/contract/bills';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { billKeys } from './bill-keys.ts';

/** `GET /api/payments/receipt/{id}`: one payment, as a printable receipt. */
export async function getReceipt(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<Receipt> {
  const { data } = await apiRequest<Receipt>(`/payments/receipt/${encodeURIComponent(id)}`, { signal });
  return data;
}

export const getReceiptQueryOptions = (id: string) =>
  queryOptions({ queryKey: billKeys.receipt(id), queryFn: ({ signal }) => getReceipt(id, { signal }) });

export const useReceipt = (id: string) => useQuery(getReceiptQueryOptions(id));
