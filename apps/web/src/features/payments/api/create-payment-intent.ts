import type { PaymentIntentAnswer } from '@hostel/contract/payments';
import type { PlanName } from '@hostel/contract/plans';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { paymentKeys } from './payment-keys.ts';

/** A plan: the amount is the plan's quote (its price, or pro rata for an upgrade); the server refuses any other. */
export interface PlanIntentInput {
  planName: PlanName;
  /** Poisha, the quote's `amount`. */
  amount: number;
  userEmail: string;
  /** One per checkout visit: the server turns it into the provider's idempotency key. */
  attemptId: string;
}

/** The month's bill: the server charges what is due (409 NOTHING_DUE when nothing is). */
export interface BillIntentInput {
  /** `YYYY-MM`, the current month where the hostel is. */
  billMonth: string;
  attemptId: string;
}

export type CreatePaymentIntentInput = PlanIntentInput | BillIntentInput;

/** `POST /api/create-payment-intent`: the PaymentIntent this checkout pays, and which provider takes the card. */
export async function createPaymentIntent(
  input: CreatePaymentIntentInput,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PaymentIntentAnswer> {
  const { data } = await apiRequest<PaymentIntentAnswer>('/create-payment-intent', {
    method: 'POST',
    body: input,
    signal,
  });
  return data;
}

/**
 * A query rather than a mutation: the call is idempotent per `attemptId`, so it may safely run twice
 * (React's strict mode, a retry) and the page gets loading, error and retry for free. It never goes
 * stale: one visit, one intent.
 */
export const getPaymentIntentQueryOptions = (input: CreatePaymentIntentInput) =>
  queryOptions({
    queryKey: paymentKeys.intent('billMonth' in input ? `bill:${input.billMonth}` : input.planName, input.attemptId),
    queryFn: ({ signal }) => createPaymentIntent(input, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnReconnect: false,
  });

export const usePaymentIntent = (input: CreatePaymentIntentInput, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getPaymentIntentQueryOptions(input), enabled });
