import Stripe from 'stripe';
import type { PaymentProvider, ProviderIntent } from './payment-provider.ts';

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret?: string | undefined;
  /** Tests point the SDK at a local fake of Stripe's API (e.g. http://127.0.0.1:12111). */
  apiBase?: string | undefined;
}

export function createStripeClient(config: StripeConfig): Stripe {
  const base = config.apiBase ? new URL(config.apiBase) : null;
  return new Stripe(config.secretKey, {
    telemetry: false,
    maxNetworkRetries: base ? 0 : 2,
    ...(base
      ? { host: base.hostname, port: Number(base.port), protocol: base.protocol.replace(':', '') as 'http' }
      : {}),
  });
}

export const toIntent = (intent: Stripe.PaymentIntent): ProviderIntent => ({
  id: intent.id,
  clientSecret: intent.client_secret ?? '',
  status: intent.status,
  amount: intent.amount,
  currency: intent.currency,
  planName: intent.metadata?.planName ?? null,
  userId: intent.metadata?.userId ?? null,
});

export function createStripeProvider(stripe: Stripe, config: StripeConfig): PaymentProvider {
  return {
    kind: 'stripe',
    publishableKey: config.publishableKey,
    async createIntent(request) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: request.amount,
          currency: request.currency,
          allowed_payment_method_types: ['card'],
          metadata: { planName: request.planName, userId: request.userId },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return toIntent(intent);
    },
    async retrieveIntent(id) {
      try {
        return toIntent(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 404) return null;
        throw error;
      }
    },
    async refund(id, request) {
      // A retried click reuses the refund. The webhook records it too, whichever is first.
      await stripe.refunds.create(
        { payment_intent: id, amount: request.amount },
        { idempotencyKey: request.idempotencyKey },
      );
    },
  };
}
