import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import type { Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { PUBLIC } from '../../plugins/access.ts';
import { notifyPaymentSucceeded } from '../notifications/notify-events.ts';
import { parsePurpose } from './payment-purpose.ts';
import {
  assertIntentPaysFor,
  recordDispute,
  recordDisputeWon,
  recordRefund,
  recordSucceededPayment,
} from './payments.queries.ts';
import { toIntent } from './stripe-provider.ts';

/** What a webhook's intent says it paid for, in the shape a confirmation names it. */
function expectedFrom(label: string | null) {
  const purpose = parsePurpose(label);
  if (!purpose) return {};
  return purpose.kind === 'bill' ? { billMonth: purpose.month } : { planName: purpose.plan };
}

const intentOf = (object: { payment_intent: string | { id: string } | null }) =>
  typeof object.payment_intent === 'string' ? object.payment_intent : (object.payment_intent?.id ?? null);

/**
 * A refund (from the dashboard or our admin route), a dispute, or a dispute's end (decision 86,
 * issue 25): a refund of less than the whole keeps the cover, the whole or a dispute ends it, and
 * a dispute the hostel wins puts it back. A lost dispute changes nothing more: it was counted as
 * given back when it opened.
 */
async function recordStripeRefund(
  db: Db,
  event: Stripe.ChargeRefundedEvent | Stripe.ChargeDisputeCreatedEvent | Stripe.ChargeDisputeClosedEvent,
) {
  const transactionId = intentOf(event.data.object);
  if (!transactionId) return;
  const at = now();
  if (event.type === 'charge.refunded') {
    await recordRefund(db, { transactionId, refunded: event.data.object.amount_refunded, at });
  } else if (event.type === 'charge.dispute.created') {
    await recordDispute(db, { transactionId, amount: event.data.object.amount, at });
  } else if (event.data.object.status === 'won') {
    await recordDisputeWon(db, { transactionId, at });
  }
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
      if (
        event.type === 'charge.refunded' ||
        event.type === 'charge.dispute.created' ||
        event.type === 'charge.dispute.closed'
      ) {
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
