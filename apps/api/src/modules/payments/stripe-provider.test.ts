import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, TEST_PASSWORD, type TestSession } from '../../../test/sessions.ts';
import { startStripeFake } from '../../../test/stripe-fake.ts';
import { TEST_ORIGIN, useTestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { payments } from '../../db/schema/payments.ts';
import { resetClock, setClock } from '../../lib/clock.ts';

const t = useTestApp();
const WEBHOOK_SECRET = 'whsec_test_hostel_meals';
let fake: Awaited<ReturnType<typeof startStripeFake>>;
let app: Awaited<ReturnType<typeof buildApp>>;
let student: TestSession;

beforeAll(async () => {
  fake = await startStripeFake();
  app = await buildApp({
    database: t.database,
    dataDir: t.dataDir,
    publicUrl: TEST_ORIGIN,
    stripe: {
      secretKey: 'sk_test_fake',
      publishableKey: 'pk_test_fake',
      webhookSecret: WEBHOOK_SECRET,
      apiBase: fake.url,
    },
  });
  student = await signUp(app, { name: 'Stripe Student' });
});
afterAll(async () => {
  await app?.close();
  await fake?.stop();
});

const post = (url: string, payload: object) => app.inject({ method: 'POST', url, headers: student.headers, payload });

function webhook(intent: object, secret = WEBHOOK_SECRET, type = 'payment_intent.succeeded') {
  const payload = JSON.stringify({ id: 'evt_test', object: 'event', type, data: { object: intent } });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}

describe('the Stripe provider', () => {
  it('creates a PaymentIntent for the plan’s amount with an idempotency key', async () => {
    const attemptId = crypto.randomUUID();
    const res = await post('/api/create-payment-intent', { planName: 'Gold', amount: 600000, attemptId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      provider: 'stripe',
      publishableKey: 'pk_test_fake',
      amount: 600000,
      currency: 'bdt',
    });
    const call = fake.requests.find((r) => r.method === 'POST');
    expect(call?.idempotencyKey).toContain(attemptId);
    expect(call?.body.get('amount')).toBe('600000');
    expect(call?.body.get('metadata[planName]')).toBe('Gold');
    const again = await post('/api/create-payment-intent', { planName: 'Gold', attemptId });
    expect(again.json().paymentIntentId).toBe(res.json().paymentIntentId);
  });

  it('confirms only after Stripe says the intent succeeded', async () => {
    const { paymentIntentId } = (await post('/api/create-payment-intent', { planName: 'Silver' })).json();
    const early = await post('/api/confirm-payment', { planName: 'Silver', transactionId: paymentIntentId });
    expect(early.statusCode).toBe(402);
    fake.succeed(paymentIntentId);
    const done = await post('/api/confirm-payment', { planName: 'Silver', transactionId: paymentIntentId });
    expect(done.json()).toMatchObject({ success: true, badge: 'silver', subscription: 'Silver' });
    const unknown = await post('/api/confirm-payment', { planName: 'Silver', transactionId: 'pi_nope' });
    expect(unknown.statusCode).toBe(404);
  });

  it('records a payment from a signed webhook (closed tab), once, and refuses a bad signature', async () => {
    const { paymentIntentId } = (await post('/api/create-payment-intent', { planName: 'Platinum' })).json();
    const intent = fake.succeed(paymentIntentId);
    const forged = await webhook(intent as object, 'whsec_wrong');
    expect(forged.statusCode).toBe(400);
    expect(await t.db.$count(payments, eq(payments.transactionId, paymentIntentId))).toBe(0);
    expect((await webhook(intent as object)).json()).toEqual({ received: true });
    expect((await webhook(intent as object)).statusCode).toBe(200);
    const confirm = await post('/api/confirm-payment', { planName: 'Platinum', transactionId: paymentIntentId });
    expect(confirm.json()).toMatchObject({ badge: 'platinum', subscription: 'Platinum' });
    expect(await t.db.$count(payments, eq(payments.transactionId, paymentIntentId))).toBe(1);
  });

  it('keeps a payment whose webhook comes after the payer deleted the account, without the person', async () => {
    const payer = await signUp(app, { name: 'Leaving Student' });
    const { paymentIntentId } = (
      await app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        headers: payer.headers,
        payload: { planName: 'Gold' },
      })
    ).json();
    const deleted = await app.inject({
      method: 'POST',
      url: '/api/auth/delete-user',
      headers: payer.headers,
      payload: { password: TEST_PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);
    const res = await webhook(fake.succeed(paymentIntentId) as object);
    expect(res.statusCode).toBe(200);
    const [kept] = await t.db.select().from(payments).where(eq(payments.transactionId, paymentIntentId));
    expect(kept).toMatchObject({ userId: null, planName: 'Gold', status: 'succeeded' });
  });

  it('keeps the cover on a partial refund, ends it for a dispute and restores it when the hostel wins', async () => {
    setClock(() => new Date('2026-11-10T04:00:00Z'));
    try {
      const payer = await signUp(app, { name: 'Disputing Student' });
      const as = (url: string, payload?: object) =>
        app.inject({ method: payload ? 'POST' : 'GET', url, headers: payer.headers, ...(payload ? { payload } : {}) });
      const { paymentIntentId } = (await as('/api/create-payment-intent', { planName: 'Gold' })).json();
      fake.succeed(paymentIntentId);
      const bought = await as('/api/confirm-payment', { planName: 'Gold', transactionId: paymentIntentId });
      expect(bought.json()).toMatchObject({ badge: 'gold' });
      const periodEnd = (await as('/api/me/plan')).json().periodEnd;
      const charge = { object: 'charge', payment_intent: paymentIntentId, amount: 600000 };
      // Each event an hour after the last: the bill lists them in the order they happened.
      setClock(() => new Date('2026-11-10T05:00:00Z'));
      const refunded = await webhook({ ...charge, amount_refunded: 100000 }, WEBHOOK_SECRET, 'charge.refunded');
      expect(refunded.statusCode).toBe(200);
      // ৳1,000 of ৳6,000 given back: the plan stays, and the bill shows a refund of that amount.
      expect((await as('/api/me/plan')).json()).toMatchObject({ plan: 'Gold', periodEnd });
      const lines = async () =>
        (await as('/api/me/bill?month=2026-11'))
          .json()
          .lines.map((l: { kind: string; amount: number }) => [l.kind, l.amount]);
      expect(await lines()).toEqual([
        ['plan', 600000],
        ['payment', -600000],
        ['refund', 100000],
        ['plan', -100000],
      ]);
      // The same event again changes nothing.
      await webhook({ ...charge, amount_refunded: 100000 }, WEBHOOK_SECRET, 'charge.refunded');
      const dispute = { object: 'dispute', id: 'dp_1', payment_intent: paymentIntentId, amount: 500000 };
      setClock(() => new Date('2026-11-10T06:00:00Z'));
      await webhook({ ...dispute, status: 'needs_response' }, WEBHOOK_SECRET, 'charge.dispute.created');
      expect((await as('/api/me/plan')).json()).toMatchObject({ plan: null, badge: 'bronze' });
      setClock(() => new Date('2026-11-10T07:00:00Z'));
      await webhook({ ...dispute, status: 'won' }, WEBHOOK_SECRET, 'charge.dispute.closed');
      expect((await as('/api/me/plan')).json()).toMatchObject({ plan: 'Gold', badge: 'gold', periodEnd });
      const [row] = await t.db.select().from(payments).where(eq(payments.transactionId, paymentIntentId));
      expect(row?.refundedAmount).toBe(100000);
      // By hand: ৳6,000 charged and paid; ৳1,000 refunded off the charge; ৳5,000 disputed, then won
      // back (the dispute and its end are lines of their own): nothing due, nothing in credit.
      expect(await lines()).toEqual([
        ['plan', 600000],
        ['payment', -600000],
        ['refund', 100000],
        ['plan', -100000],
        ['refund', 500000],
        ['plan', -500000],
        ['payment', -500000],
        ['plan', 500000],
      ]);
      expect((await as('/api/me/bill?month=2026-11')).json()).toMatchObject({
        charges: 500000,
        payments: 500000,
        due: 0,
      });
    } finally {
      resetClock();
    }
  });

  it('tells the client that cards are taken, in test mode with test keys', async () => {
    expect((await app.inject({ url: '/api/config' })).json()).toMatchObject({
      payments: { available: true, testMode: true },
    });
  });

  it('turns the sandbox card step off', async () => {
    const res = await post('/api/payments/sandbox/confirm', {
      clientSecret: 'x',
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    });
    expect(res.statusCode).toBe(404);
  });
});
