import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buyPlan, payFor } from '../../../test/plans.ts';
import { signUp, type TestSession } from '../../../test/sessions.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { mailQueue } from '../../db/schema/mail-queue.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { payments } from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import { resetClock, setClock } from '../../lib/clock.ts';
import { sendPlanEndingReminders, sweepBadges } from './plan-sweeps.ts';

const t = useTestApp();
const DAY = 86_400_000;
// 10:00 in Dhaka.
const T0 = Date.parse('2026-11-24T04:00:00Z');
const at = (ms: number) => setClock(() => new Date(ms));
const iso = (ms: number) => new Date(ms).toISOString();

let admin: TestSession;
beforeAll(async () => {
  admin = await signUp(t.app, { role: 'admin' });
});
afterEach(resetClock);

const get = (who: TestSession, url: string) => t.app.inject({ url, headers: { cookie: who.cookie } });
const post = (who: TestSession, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: who.headers, payload });
const del = (who: TestSession, url: string) => t.app.inject({ method: 'DELETE', url, headers: who.headers });
const myPlan = async (who: TestSession) => (await get(who, '/api/me/plan')).json();
const badgeOf = async (who: TestSession) =>
  (
    await t.db.select({ badge: users.badge, subscription: users.subscription }).from(users).where(eq(users.id, who.id))
  )[0];

describe('a plan with a period', () => {
  it('starts 30 days of cover at payment, sets the badge, and extends when paid again', async () => {
    const student = await signUp(t.app);
    at(T0);
    expect((await myPlan(student)).plan).toBeNull();
    expect((await get(student, '/api/me/plan/quote/Gold')).json()).toEqual({
      plan: 'Gold',
      kind: 'new',
      amount: 600000,
      startsAt: iso(T0),
      endsAt: iso(T0 + 30 * DAY),
    });
    expect(await buyPlan(t.app, student, 'Gold')).toMatchObject({ badge: 'gold', subscription: 'Gold' });
    expect(await myPlan(student)).toMatchObject({
      plan: 'Gold',
      badge: 'gold',
      covers: ['breakfast', 'lunch'],
      source: 'own',
      periodStart: iso(T0),
      periodEnd: iso(T0 + 30 * DAY),
      updates: { month: '2026-11', used: 0, limit: null },
    });

    at(T0 + 2 * DAY);
    expect((await get(student, '/api/me/plan/quote/Gold')).json()).toMatchObject({
      kind: 'extend',
      amount: 600000,
      startsAt: iso(T0 + 30 * DAY),
      endsAt: iso(T0 + 60 * DAY),
    });
    await buyPlan(t.app, student, 'Gold');
    const plan = await myPlan(student);
    expect(plan.periodEnd).toBe(iso(T0 + 60 * DAY));
    expect(plan.periods).toHaveLength(2);
  });

  it('lets paid-for time run 90 days ahead at most (409 PREPAID_ENOUGH)', async () => {
    const student = await signUp(t.app);
    at(T0);
    for (let i = 0; i < 3; i++) await buyPlan(t.app, student, 'Silver');
    const refused = await get(student, '/api/me/plan/quote/Silver');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('PREPAID_ENOUGH');
    const intent = await post(student, '/api/create-payment-intent', { planName: 'Silver' });
    expect(intent.statusCode).toBe(409);
    expect(await t.db.$count(payments, eq(payments.userId, student.id))).toBe(3);
  });

  it('checks the 90 days again when a payment is applied: quoted intents paid together give no more, the rest is credit', async () => {
    const student = await signUp(t.app);
    at(T0);
    await buyPlan(t.app, student, 'Gold');
    // Five intents, each quoted while the plan ran 30 days ahead (30 more: allowed), then all paid.
    const intents: string[] = [];
    for (let i = 0; i < 5; i++) {
      const intent = await post(student, '/api/create-payment-intent', { planName: 'Gold' });
      expect(intent.json()).toMatchObject({ amount: 600000 });
      const { clientSecret, paymentIntentId } = intent.json();
      const card = { clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' };
      expect((await post(student, '/api/payments/sandbox/confirm', card)).statusCode).toBe(200);
      intents.push(paymentIntentId);
    }
    const answers: number[] = [];
    for (const transactionId of intents) {
      answers.push((await post(student, '/api/confirm-payment', { planName: 'Gold', transactionId })).statusCode);
    }
    // Two more periods fit (to day 90); three do not, and are kept.
    expect(answers).toEqual([200, 200, 409, 409, 409]);
    expect((await myPlan(student)).periodEnd).toBe(iso(T0 + 90 * DAY));
    expect(await t.db.$count(payments, eq(payments.userId, student.id))).toBe(6);
    // By hand: six payments of ৳6,000 (3,600,000 poisha), three periods charged (1,800,000): the
    // other ৳18,000 is credit on the bill.
    const bill = (await get(student, '/api/me/bill?month=2026-11')).json();
    expect(bill).toMatchObject({ charges: 1800000, payments: 3600000, due: -1800000 });
  });

  it('upgrades pro rata: the difference for the whole days left, to the same end', async () => {
    const student = await signUp(t.app);
    at(T0);
    await buyPlan(t.app, student, 'Gold');
    // 10 days and 1 hour in: 19 days 23 hours left, rounded up to 20 whole days.
    at(T0 + 10 * DAY + 3_600_000);
    const quote = (await get(student, '/api/me/plan/quote/Platinum')).json();
    expect(quote).toMatchObject({ kind: 'upgrade', amount: 260000, endsAt: iso(T0 + 30 * DAY) });
    const bought = await buyPlan(t.app, student, 'Platinum');
    expect(bought).toMatchObject({ badge: 'platinum', subscription: 'Platinum', amount: 260000 });
    const plan = await myPlan(student);
    expect(plan).toMatchObject({ plan: 'Platinum', covers: ['breakfast', 'lunch', 'dinner'] });
    expect(plan.periodEnd).toBe(iso(T0 + 30 * DAY));
    const receipt = (await get(student, `/api/payments/receipt/${bought.payment.id}`)).json();
    expect(receipt).toMatchObject({
      purpose: 'upgrade',
      planName: 'Platinum',
      amount: 260000,
      period: { startsAt: iso(T0 + 10 * DAY + 3_600_000), endsAt: iso(T0 + 30 * DAY) },
    });
  });

  it('starts a lower plan after the higher one, and the badge follows the plan in force', async () => {
    const student = await signUp(t.app);
    at(T0);
    await buyPlan(t.app, student, 'Gold');
    expect((await get(student, '/api/me/plan/quote/Silver')).json()).toMatchObject({
      kind: 'later',
      startsAt: iso(T0 + 30 * DAY),
    });
    expect(await buyPlan(t.app, student, 'Silver')).toMatchObject({ badge: 'gold', subscription: 'Gold' });
    at(T0 + 30 * DAY + 60_000);
    await sweepBadges(t.db, new Date(T0 + 30 * DAY + 60_000));
    expect(await badgeOf(student)).toEqual({ badge: 'silver', subscription: 'Silver' });
    at(T0 + 60 * DAY + 60_000);
    await sweepBadges(t.db, new Date(T0 + 60 * DAY + 60_000));
    expect(await badgeOf(student)).toEqual({ badge: 'bronze', subscription: null });
    expect((await myPlan(student)).plan).toBeNull();
  });

  it('keeps the money as credit when the plan changed while paying (409 PLAN_CHANGED)', async () => {
    const student = await signUp(t.app);
    at(T0);
    await buyPlan(t.app, student, 'Gold');
    at(T0 + 10 * DAY);
    const upgrade = await post(student, '/api/create-payment-intent', { planName: 'Platinum' });
    const { clientSecret, paymentIntentId, amount } = upgrade.json();
    expect(amount).toBe(260000);
    await post(student, '/api/payments/sandbox/confirm', {
      clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    });
    // Meanwhile the Gold plan is renewed: the upgrade now has 50 days to raise, not 20.
    await buyPlan(t.app, student, 'Gold');
    const confirm = await post(student, '/api/confirm-payment', {
      planName: 'Platinum',
      transactionId: paymentIntentId,
    });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().code).toBe('PLAN_CHANGED');
    const [row] = await t.db.select().from(payments).where(eq(payments.transactionId, paymentIntentId));
    expect(row).toMatchObject({ applied: false, purpose: 'upgrade', amount: 260000 });
    expect((await myPlan(student)).plan).toBe('Gold');
  });
});

describe('the end of a plan', () => {
  it('is told once, three days before, on the bell and by mail; a renewed plan is not', async () => {
    const ending = await signUp(t.app);
    const renewed = await signUp(t.app);
    at(T0);
    await buyPlan(t.app, ending, 'Silver');
    await buyPlan(t.app, renewed, 'Silver');
    await buyPlan(t.app, renewed, 'Silver');
    const nearEnd = new Date(T0 + 27 * DAY + 3_600_000);
    await sendPlanEndingReminders(t.db, new Date(T0 + 26 * DAY), 'http://localhost:3000');
    expect(await t.db.$count(notifications, eq(notifications.kind, 'plan_ending'))).toBe(0);
    // Other tests' plans in this database end then too.
    expect(await sendPlanEndingReminders(t.db, nearEnd, 'http://localhost:3000')).toBeGreaterThan(0);
    expect(await sendPlanEndingReminders(t.db, nearEnd, 'http://localhost:3000')).toBe(0);
    const told = await t.db.select().from(notifications).where(eq(notifications.kind, 'plan_ending'));
    const toThem = told.filter((n) => n.userId === ending.id || n.userId === renewed.id);
    expect(toThem.map((n) => [n.userId, n.message])).toEqual([
      [ending.id, 'Your Silver plan ends on 2026-12-24. Renew it to keep your meals.'],
    ]);
    const mail = await t.db.select().from(mailQueue).where(eq(mailQueue.toAddress, ending.email));
    expect(mail.map((m) => m.subject)).toEqual(['Your Silver plan ends on 2026-12-24']);
    expect(mail[0]?.textBody).toContain('http://localhost:3000/user-dashboard');
  });

  it('comes at once with a refund: the period it paid for ends and the badge returns to bronze', async () => {
    const student = await signUp(t.app);
    at(T0);
    const { payment } = await buyPlan(t.app, student, 'Gold');
    at(T0 + 5 * DAY);
    expect(
      (await post(student, `/api/admin/payments/${payment.id}/refund`, { reason: 'Left the hostel' })).statusCode,
    ).toBe(403);
    const refund = await post(admin, `/api/admin/payments/${payment.id}/refund`, { reason: 'Left the hostel' });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json()).toMatchObject({ refundedAmount: 600000 });
    expect(await badgeOf(student)).toEqual({ badge: 'bronze', subscription: null });
    expect((await myPlan(student)).plan).toBeNull();
    expect(
      (await post(admin, `/api/admin/payments/${payment.id}/refund`, { reason: 'Left the hostel' })).statusCode,
    ).toBe(409);
    const receipt = (await get(student, `/api/payments/receipt/${payment.id}`)).json();
    expect(receipt).toMatchObject({ refundedAmount: 600000, period: { endsAt: iso(T0 + 5 * DAY) } });
  });
});

describe('receipts', () => {
  it('are shown to the payer and admins only', async () => {
    const student = await signUp(t.app, { name: 'Receipt Student' });
    const stranger = await signUp(t.app);
    at(T0);
    const { payment } = await buyPlan(t.app, student, 'Silver');
    const mine = await get(student, `/api/payments/receipt/${payment.id}`);
    expect(mine.json()).toMatchObject({
      purpose: 'plan',
      planName: 'Silver',
      payerName: 'Receipt Student',
      amount: 300000,
      currency: 'bdt',
      period: { startsAt: iso(T0), endsAt: iso(T0 + 30 * DAY) },
    });
    expect((await get(admin, `/api/payments/receipt/${payment.id}`)).statusCode).toBe(200);
    expect((await get(stranger, `/api/payments/receipt/${payment.id}`)).statusCode).toBe(404);
  });
});

describe('room-mates of a Platinum plan', () => {
  it('share its cover once they accept, up to three, and lose it when they leave', async () => {
    const buyer = await signUp(t.app, { name: 'Platinum Buyer' });
    const mates = [await signUp(t.app), await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    at(T0);
    const early = await post(buyer, '/api/me/roommates', { email: mates[0]?.email });
    expect(early.json().code).toBe('NOT_PLATINUM');
    await buyPlan(t.app, buyer, 'Platinum');
    const invited = await post(buyer, '/api/me/roommates', { email: mates[0]?.email });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({ email: mates[0]?.email, status: 'invited' });
    // An address without an account is invited the same way (issue 25; roommate-invitations.test.ts).
    const nobody = await post(buyer, '/api/me/roommates', { email: 'nobody@example.test' });
    expect(nobody.statusCode).toBe(201);
    expect((await del(buyer, `/api/me/roommates/${nobody.json().id}`)).statusCode).toBe(200);
    for (const mate of mates.slice(1, 3)) await post(buyer, '/api/me/roommates', { email: mate.email });
    const full = await post(buyer, '/api/me/roommates', { email: mates[3]?.email });
    expect(full.json().code).toBe('ROOM_FULL');

    const mate = mates[0] as TestSession;
    const waiting = await myPlan(mate);
    expect(waiting.plan).toBeNull();
    expect(waiting.invitations).toEqual([{ id: invited.json().id, from: 'Platinum Buyer', createdAt: iso(T0) }]);
    expect(JSON.stringify(waiting)).not.toContain(buyer.email);
    at(T0 + DAY);
    const accepted = await post(mate, `/api/me/invitations/${invited.json().id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      plan: 'Platinum',
      source: 'roommate',
      sharedBy: 'Platinum Buyer',
      covers: ['breakfast', 'lunch', 'dinner'],
      membershipId: invited.json().id,
      badge: 'bronze',
    });
    expect((await myPlan(buyer)).roommates.map((r: { status: string }) => r.status).sort()).toEqual([
      'accepted',
      'invited',
      'invited',
    ]);

    at(T0 + 2 * DAY);
    expect((await del(mate, `/api/me/invitations/${invited.json().id}`)).statusCode).toBe(200);
    expect((await myPlan(mate)).plan).toBeNull();
    // A place is free again.
    expect((await post(buyer, '/api/me/roommates', { email: mates[3]?.email })).statusCode).toBe(201);
  });

  it('a buyer removes a room-mate; nobody else can', async () => {
    const buyer = await signUp(t.app);
    const mate = await signUp(t.app);
    at(T0);
    await buyPlan(t.app, buyer, 'Platinum');
    const invited = (await post(buyer, '/api/me/roommates', { email: mate.email })).json();
    expect((await del(mate, `/api/me/roommates/${invited.id}`)).statusCode).toBe(404);
    expect((await del(buyer, `/api/me/roommates/${invited.id}`)).statusCode).toBe(200);
    expect((await myPlan(buyer)).roommates).toEqual([]);
    expect((await myPlan(mate)).invitations).toEqual([]);
  });
});

describe('plan payments never change for a failed or foreign confirmation', () => {
  it('a bill month that is not this one is refused', async () => {
    const student = await signUp(t.app);
    at(T0);
    const res = await post(student, '/api/create-payment-intent', { billMonth: '2026-10' });
    expect(res.statusCode).toBe(400);
    const nothing = await payFor(t.app, student, { planName: 'Silver' });
    expect(nothing.confirm.statusCode).toBe(200);
    const due = await post(student, '/api/create-payment-intent', { billMonth: '2026-11' });
    expect(due.json().code).toBe('NOTHING_DUE');
  });
});
