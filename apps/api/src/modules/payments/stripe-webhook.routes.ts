import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import type { Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { PUBLIC } from '../../plugins/access.ts';
import { notifyPaymentSucceeded } from '../notifications/notify-events.ts';
import { parsePurpose } from './payment-purpose.ts';
import { assertIntentPaysFor, recordRefund, recordSucceededPayment } from './payments.queries.ts';
import { toIntent } from './stripe-provider.ts';

/** What a webhook's intent says it paid for, in the shape a confirmation names it. */
function expectedFrom(label: string | null) {
  const purpose = parsePurpose(label);
  if (!purpose) return {};
  return purpose.kind === 'bill' ? { billMonth: purpose.month } : { planName: purpose.plan };
}

/**
 * A refund (from the dashboard or our admin route) or a dispute: the money given back is kept on
 * the payment, and the period it paid for ends (decision 86). A dispute counts as given back in full
 * until it is settled: the card's owner has the money.
 */
async function recordStripeRefund(db: Db, event: Stripe.ChargeRefundedEvent | Stripe.ChargeDisputeCreatedEvent) {
  const object = event.data.object;
  const intentId = typeof object.payment_intent === 'string' ? object.payment_intent : object.payment_intent?.id;
  if (!intentId) return;
  const refunded = event.type === 'charge.refunded' ? event.data.object.amount_refunded : event.data.object.amount;
  await recordRefund(db, { transactionId: intentId, refunded, at: now() });
}

/**
 * POST /api/payments/webhook: Stripe tells us about a succeeded PaymentIntent even when the
 * student closed the tab before the browser confirmed, and about refunds and disputes. The signature is checked over the raw body,
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
      if (event.type === 'charge.refunded' || event.type === 'charge.dispute.created') {
        await recordStripeRefund(app.db, event);
        return { received: true };
      }
      if (event.type !== 'payment_intent.succeeded') return { received: true };
      const intent = toIntent(event.data.object);
      if (!intent.userId) return { received: true };
      try {
        const { purpose } = assertIntentPaysFor(intent, { ...expectedFrom(intent.planName), userId: intent.userId });
        const result = await recordSucceededPayment(app.db, {
          intent,
          purpose,
          userId: intent.userId,
          provider: 'stripe',
          at: now(),
        });
        if (result.created && !result.payerGone && result.payment.applied && purpose.kind !== 'bill') {
          await notifyPaymentSucceeded(app.db, { userId: intent.userId, planName: purpose.plan });
        }
      } catch (error) {
        // A PaymentIntent that does not match its plan is logged, not retried by Stripe forever.
        if (!(error instanceof HttpError)) throw error;
        request.log.error({ err: error, paymentIntent: intent.id }, 'webhook payment does not match its plan');
      }
      return { received: true };
    });
  };
}
