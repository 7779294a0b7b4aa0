import { apiRequest } from '../../../lib/api-client.ts';
import { useStudentChange } from './student-page.ts';

export interface RefundInput {
  paymentId: string;
  /** Poisha; what remains of the payment when the whole of it goes back. */
  amount: number;
  reason: string;
}

/** `POST /api/admin/payments/{id}/refund` `{ amount, reason }`: all or part of a payment, with why. */
export async function refundPayment({ paymentId, amount, reason }: RefundInput) {
  const { data } = await apiRequest(`/admin/payments/${encodeURIComponent(paymentId)}/refund`, {
    method: 'POST',
    body: { amount, reason },
  });
  return data;
}

export const useRefundPayment = () => useStudentChange(refundPayment);
