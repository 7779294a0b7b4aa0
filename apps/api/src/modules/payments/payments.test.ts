import { TOTAL_COUNT_HEADER } from '@hostel/contract/paging';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMeal } from '../../../test/factories.ts';
import { signUp, type TestSession } from '../../../test/sessions.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { payments } from '../../db/schema/payments.ts';

const t = useTestApp();
let student: TestSession;
let other: TestSession;

beforeAll(async () => {
  student = await signUp(t.app, { name: 'Paying Student' });
  other = await signUp(t.app, { name: 'Other Student' });
});

const post = (s: TestSession | null, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: s?.headers ?? {}, payload });

async function intentFor(s: TestSession, planName = 'Gold', extra: object = {}) {
  const res = await post(s, '/api/create-payment-intent', {
    planName,
    amount: planName === 'Gold' ? 600000 : undefined,
    userEmail: s.email,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { clientSecret: string; paymentIntentId: string; amount: number };
}

const pay = (s: TestSession, clientSecret: string, cardNumber: string) =>
  post(s, '/api/payments/sandbox/confirm', { clientSecret, cardNumber, expiry: '12/34', cvc: '123' });

describe('creating a payment intent', () => {
  it('takes the amount from the plan, in the smallest unit', async () => {
    const intent = await intentFor(student, 'Platinum');
    expect(intent.amount).toBe(990000);
    expect(intent).toMatchObject({ provider: 'sandbox', currency: 'bdt', publishableKey: null });
  });

  it('reuses one intent for one checkout attempt', async () => {
    const attemptId = crypto.randomUUID();
    const first = await intentFor(student, 'Silver', { attemptId });
    const again = await intentFor(student, 'Silver', { attemptId });
    expect(again.paymentIntentId).toBe(first.paymentIntentId);
  });

  it.each([
    [{ planName: 'Gold', amount: 100 }, 400, 'The Gold plan costs ৳6000; the amount sent does not match.'],
    [{ planName: 'Diamond' }, 400, 'Unknown plan. Choose Silver, Gold or Platinum.'],
  ])('refuses %j', async (body, status, message) => {
    const res = await post(student, '/api/create-payment-intent', body);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error: message });
  });

  it('refuses anonymous callers and another user’s email', async () => {
    expect((await post(null, '/api/create-payment-intent', { planName: 'Gold' })).statusCode).toBe(401);
    expect(
      (await post(student, '/api/create-payment-intent', { planName: 'Gold', userEmail: other.email })).statusCode,
    ).toBe(403);
  });
});

describe('paying and confirming', () => {
  it('records a succeeded payment once and upgrades the badge and subscription', async () => {
    const upcoming = await createMeal(t.db, { status: 'upcoming' });
    const bronzeLike = await t.app.inject({
      method: 'PATCH',
      url: `/api/meals/${upcoming.id}/like`,
      headers: student.headers,
      payload: { action: 'like' },
    });
    expect(bronzeLike.statusCode).toBe(403);

    const intent = await intentFor(student);
    const card = await pay(student, intent.clientSecret, '4242 4242 4242 4242');
    expect(card.json()).toEqual({ status: 'succeeded', paymentIntentId: intent.paymentIntentId, error: null });
    const body = { planName: 'Gold', amount: 600000, transactionId: intent.paymentIntentId, userEmail: student.email };
    const confirmed = await post(student, '/api/confirm-payment', body);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      success: true,
      badge: 'gold',
      subscription: 'Gold',
      payment: { amount: 600000, status: 'succeeded', transactionId: intent.paymentIntentId },
    });

    const replay = await post(student, '/api/confirm-payment', body);
    expect(replay.json().payment.id).toBe(confirmed.json().payment.id);
    expect(await t.db.$count(payments, eq(payments.transactionId, intent.paymentIntentId))).toBe(1);

    const record = await t.app.inject({ url: `/api/user/${student.email}`, headers: student.headers });
    expect(record.json()).toMatchObject({ badge: 'gold', subscription: 'Gold' });
    const goldLike = await t.app.inject({
      method: 'PATCH',
      url: `/api/meals/${upcoming.id}/like`,
      headers: student.headers,
      payload: { action: 'like' },
    });
    expect(goldLike.statusCode).toBe(200);

    const history = await t.app.inject({ url: `/api/payments/${student.email}`, headers: student.headers });
    expect(history.json()).toEqual([
      expect.objectContaining({ planName: 'Gold', amount: 600000, transactionId: intent.paymentIntentId }),
    ]);
    expect(history.headers[TOTAL_COUNT_HEADER]).toBe('1');
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    ['4242 4242 4242 4241', 'Your card number is incorrect.'],
  ])('a card %s fails with “%s” and nothing is recorded', async (number, message) => {
    const intent = await intentFor(other);
    const card = await pay(other, intent.clientSecret, number);
    expect(card.json()).toMatchObject({ status: 'requires_payment_method', error: { message } });
    const confirm = await post(other, '/api/confirm-payment', {
      planName: 'Gold',
      transactionId: intent.paymentIntentId,
    });
    expect(confirm.statusCode).toBe(402);
    expect(confirm.json()).toEqual({ error: 'Payment failed or pending.' });
    expect(await t.db.$count(payments, eq(payments.transactionId, intent.paymentIntentId))).toBe(0);
  });

  it('refuses a forged transaction id, another user’s payment, and a payment for another plan', async () => {
    expect(
      (await post(other, '/api/confirm-payment', { planName: 'Gold', transactionId: 'pi_made_up' })).statusCode,
    ).toBe(404);
    const mine = await intentFor(student, 'Silver');
    await pay(student, mine.clientSecret, '4242424242424242');
    const stolen = await post(other, '/api/confirm-payment', {
      planName: 'Silver',
      transactionId: mine.paymentIntentId,
    });
    expect(stolen.statusCode).toBe(403);
    const upgraded = await post(student, '/api/confirm-payment', {
      planName: 'Platinum',
      transactionId: mine.paymentIntentId,
    });
    expect(upgraded.statusCode).toBe(400);
    expect(upgraded.json()).toEqual({ error: 'This payment is for another plan.' });
    // Paying someone else's intent with your own card is refused as well.
    const theirs = await intentFor(other);
    expect((await pay(student, theirs.clientSecret, '4242424242424242')).statusCode).toBe(404);
  });

  it('keeps the higher plan in force when a cheaper one is bought: it starts after (decision 84)', async () => {
    const silver = await intentFor(student, 'Silver');
    await pay(student, silver.clientSecret, '4242424242424242');
    const res = await post(student, '/api/confirm-payment', {
      planName: 'Silver',
      transactionId: silver.paymentIntentId,
    });
    expect(res.json()).toMatchObject({ badge: 'gold', subscription: 'Gold' });
  });

  it('shows payment history to its owner only', async () => {
    expect((await t.app.inject({ url: `/api/payments/${student.email}`, headers: other.headers })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ url: `/api/payments/${student.email}` })).statusCode).toBe(401);
  });
});
