import { apiRequest } from '../../../lib/api-client.ts';
import { useStudentChange } from './student-page.ts';

/** How an admin may say money came in (the contract's `RECORDED_METHODS`, kept here without zod). */
export const RECORDED_METHODS = ['cash', 'bkash', 'nagad', 'rocket'] as const;
export type RecordedMethod = (typeof RECORDED_METHODS)[number];

export interface RecordPaymentInput {
  userId: string;
  /** Poisha. */
  amount: number;
  method: RecordedMethod;
  reference: string;
  /** YYYY-MM-DD in the hostel's zone. */
  date: string;
  /** Pays for this plan; without it, the bill. */
  planName?: string;
}

/** `POST /api/admin/payments`: cash or mobile money taken by hand (issue 26). */
export async function recordPayment(input: RecordPaymentInput) {
  const { data } = await apiRequest('/admin/payments', { method: 'POST', body: input });
  return data;
}

export const useRecordPayment = () => useStudentChange(recordPayment);
