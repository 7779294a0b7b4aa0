import type { PlanName } from '@hostel/contract/plans';
import type { FastifyInstance } from 'fastify';
import type { TestSession } from './sessions.ts';

const post = (app: FastifyInstance, who: TestSession, url: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: who.headers, payload });

/** Pays through the sandbox with Stripe's test card: for a plan (at its quote) or the bill of a month. */
export async function payFor(
  app: FastifyInstance,
  who: TestSession,
  what: { planName: PlanName } | { billMonth: string },
) {
  const intent = await post(app, who, '/api/create-payment-intent', what);
  if (intent.statusCode !== 200) throw new Error(`intent: ${intent.statusCode} ${intent.body}`);
  const { clientSecret, paymentIntentId, amount } = intent.json() as {
    clientSecret: string;
    paymentIntentId: string;
    amount: number;
  };
  const card = await post(app, who, '/api/payments/sandbox/confirm', {
    clientSecret,
    cardNumber: '4242424242424242',
    expiry: '12/34',
    cvc: '123',
  });
  if (card.statusCode !== 200) throw new Error(`card: ${card.statusCode} ${card.body}`);
  const confirm = await post(app, who, '/api/confirm-payment', { ...what, transactionId: paymentIntentId });
  return { confirm, amount, paymentIntentId };
}

/** Buys a plan and expects it to be recorded; answers the confirmation's body. */
export async function buyPlan(app: FastifyInstance, who: TestSession, planName: PlanName) {
  const { confirm, amount } = await payFor(app, who, { planName });
  if (confirm.statusCode !== 200) throw new Error(`confirm: ${confirm.statusCode} ${confirm.body}`);
  return { ...(confirm.json() as { badge: string; subscription: string | null; payment: { id: string } }), amount };
}
