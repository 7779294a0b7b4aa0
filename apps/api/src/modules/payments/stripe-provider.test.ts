import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, TEST_PASSWORD, type TestSession } from '../../../test/sessions.ts';
import { startStripeFake } from '../../../test/stripe-fake.ts';
import { TEST_ORIGIN, useTestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { payments } from '../../db/schema/payments.ts';

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

function webhook(intent: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({
    id: 'evt_test',
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: intent },
  });
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
