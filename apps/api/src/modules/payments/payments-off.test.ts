import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestSession } from '../../../test/sessions.ts';
import { TEST_ORIGIN, useTestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { rateLimits } from '../../db/schema/auth.ts';
import { payments } from '../../db/schema/payments.ts';
import { sandboxPaymentIntents } from '../../db/schema/sandbox-payment-intents.ts';
import { users } from '../../db/schema/users.ts';

/**
 * A server on a public address without Stripe keys: the test-card sandbox would make anyone
 * Platinum for free, so payments are off there unless PAYMENTS_SANDBOX asks for the sandbox.
 * `t.app` (PUBLIC_URL http://localhost:3000) is the sandbox on the same database.
 */
const t = useTestApp();
// http, so the session cookies are named as on the localhost app (https would make them __Secure-).
const PUBLIC_URL = 'http://meals.example-hostel.edu';
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
const NOT_SET_UP = { error: 'Payments are not set up on this server yet.' };
type App = Awaited<ReturnType<typeof buildApp>>;
let publicApp: App;
let flaggedApp: App;
let student: TestSession;

const publicServer = (paymentsSandbox?: boolean) =>
  buildApp({
    database: t.database,
    dataDir: t.dataDir,
    publicUrl: PUBLIC_URL,
    // The test sessions claim TEST_ORIGIN.
    trustedOrigins: [TEST_ORIGIN],
    paymentsSandbox,
  });

beforeAll(async () => {
  publicApp = await publicServer();
  flaggedApp = await publicServer(true);
  student = await signUp(t.app, { name: 'Free Platinum Hopeful' });
});
afterAll(async () => {
  await publicApp?.close();
  await flaggedApp?.close();
});

const post = (app: App, url: string, payload: object, s: TestSession | null = student) =>
  app.inject({ method: 'POST', url, headers: s?.headers ?? { origin: TEST_ORIGIN }, payload });

describe('payments on a public address without Stripe keys', () => {
  it('tells the client that payments are off, and not in test mode', async () => {
    expect((await publicApp.inject({ url: '/api/config' })).json()).toMatchObject({
      payments: { available: false, testMode: false },
    });
    expect((await t.app.inject({ url: '/api/config' })).json()).toMatchObject({
      payments: { available: true, testMode: true },
    });
  });

  it('answers 503 to starting a payment and changes nothing', async () => {
    const res = await post(publicApp, '/api/create-payment-intent', {
      planName: 'Platinum',
      amount: 990000,
      userEmail: student.email,
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(NOT_SET_UP);
    expect(await t.db.$count(sandboxPaymentIntents, eq(sandboxPaymentIntents.userId, student.id))).toBe(0);
    // Refused before the session is looked up and before the payment rate limit counts.
    expect(await t.db.$count(rateLimits, eq(rateLimits.key, `payment:user:${student.id}`))).toBe(0);
    const anonymous = await post(publicApp, '/api/create-payment-intent', { planName: 'Gold' }, null);
    expect(anonymous.statusCode).toBe(503);
  });

  it('neither pays nor records a sandbox intent, even one made while the sandbox ran', async () => {
    const intent = (await post(t.app, '/api/create-payment-intent', { planName: 'Platinum' })).json();
    const paid = await post(publicApp, '/api/payments/sandbox/confirm', { clientSecret: intent.clientSecret, ...CARD });
    expect(paid.statusCode).toBe(503);
    expect(paid.json()).toEqual(NOT_SET_UP);
    const [row] = await t.db
      .select({ status: sandboxPaymentIntents.status })
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, intent.paymentIntentId));
    expect(row?.status).toBe('requires_payment_method');

    // Paid on the sandbox server; confirming it on the public one still records nothing.
    await post(t.app, '/api/payments/sandbox/confirm', { clientSecret: intent.clientSecret, ...CARD });
    const confirm = await post(publicApp, '/api/confirm-payment', {
      planName: 'Platinum',
      transactionId: intent.paymentIntentId,
    });
    expect(confirm.statusCode).toBe(503);
    expect(confirm.json()).toEqual(NOT_SET_UP);
    expect(await t.db.$count(payments, eq(payments.userId, student.id))).toBe(0);
    const [user] = await t.db.select({ badge: users.badge }).from(users).where(eq(users.id, student.id));
    expect(user?.badge).toBe('bronze');
  });

  it('still shows the payment history', async () => {
    const res = await publicApp.inject({ url: `/api/payments/${student.email}`, headers: student.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('runs the sandbox, in test mode, when PAYMENTS_SANDBOX is set', async () => {
    expect((await flaggedApp.inject({ url: '/api/config' })).json()).toMatchObject({
      payments: { available: true, testMode: true },
    });
    const res = await post(flaggedApp, '/api/create-payment-intent', { planName: 'Gold' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ provider: 'sandbox' });
  });
});
