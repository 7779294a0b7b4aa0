import type { Payment } from '@hostel/contract/payments';
import type { PlanName } from '@hostel/contract/plans';
import type { UserRecord } from '@hostel/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionKeys } from '../../../lib/auth.ts';
import { paidForRoots, paymentKeys } from './payment-keys.ts';

/** A plan payment, confirmed with the amount its intent carried (the quote's). */
export interface PlanConfirmTarget {
  userEmail: string;
  planName: PlanName;
  amount: number;
}

/** The month's bill. */
export interface BillConfirmTarget {
  billMonth: string;
}

export type ConfirmTarget = PlanConfirmTarget | BillConfirmTarget;

export type ConfirmPaymentInput = ConfirmTarget & {
  /** The PaymentIntent id. */
  transactionId: string;
};

export interface ConfirmPaymentResult {
  success: true;
  payment: Payment;
  badge: string;
  subscription: string | null;
}

/**
 * `POST /api/confirm-payment`: the server checks the intent with the provider, records the payment
 * once (a repeat answers the same payment) and upgrades the badge and subscription. 409 PLAN_CHANGED
 * when the plan changed while paying: the money is kept as credit on the bill.
 */
export async function confirmPayment(input: ConfirmPaymentInput): Promise<ConfirmPaymentResult> {
  const { data } = await apiRequest<ConfirmPaymentResult>('/confirm-payment', { method: 'POST', body: input });
  return data;
}

/**
 * Records a paid intent. The new badge and subscription go straight into the cached user record (so
 * every screen shows them at once), then the session, every payments list, the plan and the bill
 * are refetched (also after a refusal: a PLAN_CHANGED payment is credit on the bill).
 */
export function useConfirmPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPayment,
    onSuccess: (result, input) => {
      if ('userEmail' in input) {
        queryClient.setQueryData<UserRecord | null>(sessionKeys.record(input.userEmail.toLowerCase()), (record) =>
          record
            ? { ...record, badge: result.badge as UserRecord['badge'], subscription: result.subscription }
            : record,
        );
      }
      void queryClient.invalidateQueries({ queryKey: sessionKeys.session });
      void queryClient.invalidateQueries({ queryKey: paymentKeys.all });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: paidForRoots.myPlan });
      void queryClient.invalidateQueries({ queryKey: paidForRoots.bills });
      void queryClient.invalidateQueries({ queryKey: paidForRoots.menu });
    },
  });
}
