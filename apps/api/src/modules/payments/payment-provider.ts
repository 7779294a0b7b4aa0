/**
 * Where card payments happen. Stripe when keys are configured; otherwise the built-in sandbox that
 * follows Stripe's test cards, so the whole flow works (and is tested) with no account anywhere.
 */
export interface IntentRequest {
  amount: number;
  currency: string;
  planName: string;
  userId: string;
  /** Same key, same intent: a retried or double-clicked checkout never makes two. */
  idempotencyKey: string;
}

export interface ProviderIntent {
  id: string;
  clientSecret: string;
  status: string;
  amount: number;
  currency: string;
  planName: string | null;
  userId: string | null;
}

export interface PaymentProvider {
  kind: 'sandbox' | 'stripe';
  publishableKey: string | null;
  createIntent(request: IntentRequest): Promise<ProviderIntent>;
  /** The intent as the provider knows it now (never as the client says it is), or null. */
  retrieveIntent(id: string): Promise<ProviderIntent | null>;
  /** Gives a succeeded intent's whole amount back to the card. */
  refund(id: string): Promise<void>;
}
