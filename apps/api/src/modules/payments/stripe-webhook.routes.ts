import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import { HttpError } from '../../lib/http-errors.ts';
import { PUBLIC } from '../../plugins/access.ts';
import { notifyPaymentSucceeded } from '../notifications/notify-events.ts';
import { assertIntentPaysFor, recordSucceededPayment } from './payments.queries.ts';
import { expectedAmount } from './plan-price.ts';
import { toIntent } from './stripe-provider.ts';

/**
 * POST /api/payments/webhook: Stripe tells us about a succeeded PaymentIntent even when the
 * student closed the tab before the browser confirmed. The signature is checked over the raw body,
 * and the payment is recorded exactly as `confirm-payment` does (once, whoever comes first).
 */
export function stripeWebhookRoutes(stripe: Stripe, webhookSecret: string): FastifyPluginAsync {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) =>
      done(null, body),
    );

    // Stripe calls it, with no session: the signature over the body is its check.
    app.post('/payments/webhook', { config: PUBLIC }, async (request) => {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          request.body as Buffer,
          String(request.headers['stripe-signature'] ?? ''),
          webhookSecret,
        );
      } catch {
        throw new HttpError(400, 'Invalid webhook signature');
      }
      if (event.type !== 'payment_intent.succeeded') return { received: true };
      const intent = toIntent(event.data.object);
      if (!intent.userId || !intent.planName) return { received: true };
      try {
        const expected = { userId: intent.userId, planName: intent.planName, amount: expectedAmount(intent.planName) };
        const result = await recordSucceededPayment(app.db, {
          intent: assertIntentPaysFor(intent, expected),
          expected,
          provider: 'stripe',
        });
        if (result.created && !result.payerGone) await notifyPaymentSucceeded(app.db, expected);
      } catch (error) {
        // A PaymentIntent that does not match its plan is logged, not retried by Stripe forever.
        if (!(error instanceof HttpError)) throw error;
        request.log.error({ err: error, paymentIntent: intent.id }, 'webhook payment does not match its plan');
      }
      return { received: true };
    });
  };
}
