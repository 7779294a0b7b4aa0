import { apiRequest } from '../../../lib/api-client.ts';

export interface SandboxCardInput {
  clientSecret: string;
  cardNumber: string;
  /** `MM/YY`. */
  expiry: string;
  cvc: string;
}

export interface SandboxCardResult {
  status: 'succeeded' | 'requires_payment_method';
  paymentIntentId: string;
  error: { message: string } | null;
}

/**
 * `POST /api/payments/sandbox/confirm`: the built-in test provider's card step (what Stripe.js does
 * against Stripe). A declined card answers 200 with `error.message`, as Stripe.js does.
 */
export async function confirmSandboxCard(input: SandboxCardInput): Promise<SandboxCardResult> {
  const { data } = await apiRequest<SandboxCardResult>('/payments/sandbox/confirm', { method: 'POST', body: input });
  return data;
}
