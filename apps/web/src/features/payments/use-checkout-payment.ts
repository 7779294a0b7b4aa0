import { MESS_ERROR_CODES } from '@hostel/contract/mess-constants';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.tsx';
import { type ConfirmPaymentResult, type ConfirmTarget, useConfirmPayment } from './api/confirm-payment.ts';

/** What a provider's card step answers: Stripe.js's `confirmCardPayment`, or the sandbox's. */
export interface CardConfirmation {
  /** The PaymentIntent's status after the card step (`succeeded`, `requires_payment_method`, ...). */
  status: string;
  paymentIntentId: string | null;
  /** The provider's own words for a declined or invalid card, shown as they are. */
  errorMessage: string | null;
}

export type ConfirmCard = () => Promise<CardConfirmation>;

/**
 * The spec's payment flow, whichever provider takes the card: the card step confirms the intent;
 * `succeeded` is then recorded by the server (`POST /api/confirm-payment`) and toasted "Payment
 * successful!"; a provider error is toasted as the provider wrote it; anything else is "Payment
 * failed or pending.". A paid intent whose recording failed is only recorded again on the next
 * press, never paid again. A plan that changed while paying (409 PLAN_CHANGED) ends the visit with
 * `refusal`: the money is credit on the bill, and paying again would not help.
 */
export function useCheckoutPayment({ target, successMessage }: { target: ConfirmTarget; successMessage?: string }) {
  const confirmPayment = useConfirmPayment();
  const { t } = useTranslation('dashboard');
  const [paying, setPaying] = useState(false);
  const [result, setResult] = useState<ConfirmPaymentResult | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const payingRef = useRef(false);
  const paidIntentId = useRef<string | null>(null);

  const pay = async (confirmCard: ConfirmCard) => {
    if (payingRef.current) return;
    payingRef.current = true;
    setPaying(true);
    // A new attempt: the last attempt's error no longer applies.
    toast.dismiss();
    try {
      if (!paidIntentId.current) {
        let card: CardConfirmation;
        try {
          card = await confirmCard();
        } catch (error) {
          console.error('The card step failed', error);
          toast.error(isApiError(error) ? error.message : t('checkout.paymentFailed'));
          return;
        }
        if (card.errorMessage) {
          toast.error(card.errorMessage);
          return;
        }
        if (card.status !== 'succeeded' || !card.paymentIntentId) {
          toast.error(t('checkout.paymentFailed'));
          return;
        }
        paidIntentId.current = card.paymentIntentId;
      }
      try {
        const answer = await confirmPayment.mutateAsync({ ...target, transactionId: paidIntentId.current });
        toast.success(successMessage ?? t('checkout.paymentSuccessful'));
        setResult(answer);
      } catch (error) {
        console.error('Recording the payment failed', error);
        if (isApiError(error) && error.code === MESS_ERROR_CODES.planChanged) {
          setRefusal(t('pay.planChanged'));
          return;
        }
        // The server judged the intent (not paid, not this plan): the next press starts from the card.
        if (isApiError(error) && error.status >= 400 && error.status < 500) paidIntentId.current = null;
        toast.error(isApiError(error) && error.status > 0 ? error.message : t('checkout.notRecorded'));
      }
    } finally {
      payingRef.current = false;
      setPaying(false);
    }
  };

  return { pay, paying, result, refusal };
}
