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
  /**
   * Gives `amount` of a succeeded intent back to the card. The key names the refunded total it
   * leads to, so a retried click makes one refund, and a second part a second one.
   */
  refund(id: string, request: { amount: number; idempotencyKey: string }): Promise<void>;
}
