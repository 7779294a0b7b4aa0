import type { Receipt } from '@hostel/contract/bills';

/** The receipt statuses the catalog names (`receipt.statuses.*`); any other is shown as the provider wrote it. */
export const RECEIPT_STATUSES = [
  'succeeded',
  'refunded',
  'partially_refunded',
  'processing',
  'failed',
  'canceled',
] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

/**
 * What a receipt says about the payment now. The provider's status stays `succeeded` after a refund,
 * so a refunded payment would read "Paid" above "Refunded ৳3000": the refund decides instead.
 */
export function receiptStatus(receipt: Pick<Receipt, 'status' | 'amount' | 'refundedAmount'>): ReceiptStatus | string {
  if (receipt.status === 'succeeded' && receipt.refundedAmount > 0) {
    return receipt.refundedAmount >= receipt.amount ? 'refunded' : 'partially_refunded';
  }
  return receipt.status;
}

export const isNamedStatus = (status: string): status is ReceiptStatus =>
  (RECEIPT_STATUSES as readonly string[]).includes(status);
