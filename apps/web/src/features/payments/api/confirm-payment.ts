import type { Payment } from '@hostel/contract/payments';
import type { PlanName } from '@hostel/contract/plans';
import type { UserRecord } from '@hostel/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionKeys } from '../../../lib/auth.ts';
import { paymentKeys } from './payment-keys.ts';

export interface ConfirmPaymentInput {
  userEmail: string;
  planName: PlanName;
  amount: number;
  /** The PaymentIntent id. */
  transactionId: string;
}

export interface ConfirmPaymentResult {
  success: true;
  payment: Payment;
  badge: string;
  subscription: string | null;
}

/**
 * `POST /api/confirm-payment`: the server checks the intent with the provider, records the payment
 * once (a repeat answers the same payment) and upgrades the badge and subscription.
 */
export async function confirmPayment(input: ConfirmPaymentInput): Promise<ConfirmPaymentResult> {
  const { data } = await apiRequest<ConfirmPaymentResult>('/confirm-payment', { method: 'POST', body: input });
  return data;
}

/**
 * Records a paid intent. The new badge and subscription go straight into the cached user record (so
 * every screen shows them at once), then the session and every payments list are refetched.
 */
export function useConfirmPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPayment,
    onSuccess: (result, input) => {
      queryClient.setQueryData<UserRecord | null>(sessionKeys.record(input.userEmail.toLowerCase()), (record) =>
        record ? { ...record, badge: result.badge as UserRecord['badge'], subscription: result.subscription } : record,
      );
      void queryClient.invalidateQueries({ queryKey: sessionKeys.session });
      void queryClient.invalidateQueries({ queryKey: paymentKeys.all });
    },
  });
}
