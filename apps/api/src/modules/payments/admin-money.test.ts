import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMeal } from '../../../test/factories.ts';
import { buyPlan } from '../../../test/plans.ts';
import { signUp, type TestSession } from '../../../test/sessions.ts';
import { TEST_ORIGIN, useTestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { paymentRefunds } from '../../db/schema/payments.ts';
import { roommates } from '../../db/schema/plans.ts';
import { users } from '../../db/schema/users.ts';
import { resetClock, setClock } from '../../lib/clock.ts';

/**
 * Issue 26: refunds of all or part of a payment with a reason, an upgrade's refund returning to the
 * plan it raised, and money an admin takes in cash or by mobile money (decision 116).
 */

const t = useTestApp();
const at = (when: string) => setClock(() => new Date(when));

let admin: TestSession;
let dinner: string;
let lunch: string;

const get = (who: TestSession, url: string) => t.app.inject({ url, headers: { cookie: who.cookie } });
const send = (who: TestSession, method: 'POST' | 'PUT', url: string, payload: object = {}) =>
  t.app.inject({ method, url, headers: who.headers, payload });
const refund = (id: string, payload: object) => send(admin, 'POST', `/api/admin/payments/${id}/refund`, payload);
const record = (payload: object) => send(admin, 'POST', '/api/admin/payments', payload);
const billOf = async (who: TestSession, month: string) => (await get(who, `/api/me/bill?month=${month}`)).json();
const myPlan = async (who: TestSession) => (await get(who, '/api/me/plan')).json();
const badgeOf = async (who: TestSession) =>
  (await t.db.select({ badge: users.badge }).from(users).where(eq(users.id, who.id)))[0]?.badge;

beforeAll(async () => {
  admin = await signUp(t.app, { role: 'admin' });
  dinner = (await createMeal(t.db, { title: 'Kacchi', price: '160' })).id;
  lunch = (await createMeal(t.db, { title: 'Dal Bhat', price: '60' })).id;
  at('2026-11-01T03:00:00Z'); // 09:00 on 1 November in Dhaka
  for (const date of ['2026-11-06', '2026-11-07']) {
    await send(admin, 'PUT', `/api/menu/${date}/lunch`, { mealIds: [lunch] });
    await send(admin, 'PUT', `/api/menu/${date}/dinner`, { mealIds: [dinner] });
  }
});
afterEach(resetClock);

describe('refunding an upgrade', () => {
  it('returns the student to the plan they had, with the room they keep, and bills ৳220 as by hand', async () => {
    const student = await signUp(t.app, { name: 'Upgraded Then Refunded' });
    const mate = await signUp(t.app, { name: 'Room Mate' });
    at('2026-11-01T04:00:00Z');
    await buyPlan(t.app, student, 'Gold');
    at('2026-11-01T04:01:00Z');
    const upgrade = await buyPlan(t.app, student, 'Platinum');
    // 30 days left, rounded up: (৳9,900 − ৳6,000) × 30/30 = ৳3,900.
    expect(upgrade.amount).toBe(390000);
    const invited = (await send(student, 'POST', '/api/me/roommates', { email: mate.email })).json();
    expect((await send(mate, 'POST', `/api/me/invitations/${invited.id}/accept`)).statusCode).toBe(200);

    at('2026-11-02T04:00:00Z');
    const answer = await refund(upgrade.payment.id, { reason: 'Changed their mind about dinner' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ refundedAmount: 390000, purpose: 'upgrade', method: 'card' });

    // Back on Gold (not "No plan", not Bronze), its 30 days unchanged; the room stays the buyer's,
    // and a room-mate is covered only while the buyer's plan is Platinum.
    const plan = await myPlan(student);
    expect(plan).toMatchObject({ plan: 'Gold', badge: 'gold', periodEnd: '2026-12-01T04:00:00.000Z' });
    expect(await badgeOf(student)).toBe('gold');
    const [room] = await t.db.select().from(roommates).where(eq(roommates.id, invited.id));
    expect(room).toMatchObject({ status: 'accepted', endedAt: null });
    expect((await myPlan(mate)).plan).toBeNull();

    // Gold covers lunch, not dinner: 6 November's lunch off earns ৳100, and two dinners on are extras.
    expect((await send(student, 'PUT', '/api/me/attendance/2026-11-06/lunch', { on: false })).statusCode).toBe(200);
    for (const date of ['2026-11-06', '2026-11-07']) {
      expect((await send(student, 'PUT', `/api/me/attendance/${date}/dinner`, { on: true })).statusCode).toBe(200);
    }
    at('2026-11-10T04:00:00Z');
    // By hand: Gold ৳6,000 charged and paid by card (0); the upgrade ৳3,900 charged and paid, then
    // given back and no longer charged (0); two dinners at ৳160 (+৳320); one Gold lunch rebate, ৳6,000
    // over 60 slots (−৳100). Due ৳220. Before the fix the whole plan ended at the refund: no rebate,
    // no plan, Bronze, and ৳320 due.
    const bill = await billOf(student, '2026-11');
    expect(bill).toMatchObject({
      openingBalance: 0,
      charges: 600000 + 390000 - 390000 + 32000,
      rebates: 10000,
      payments: 600000 + 390000 - 390000,
      due: 22000,
    });
    expect(
      bill.lines
        .filter((l: { paymentId: string | null }) => l.paymentId === upgrade.payment.id)
        .map((l: { kind: string; amount: number; note?: string }) => [l.kind, l.amount, l.note]),
    ).toEqual([
      ['plan', 390000, 'upgrade'],
      ['payment', -390000, undefined],
      ['refund', 390000, undefined],
      ['plan', -390000, 'refunded'],
    ]);
  });
});

describe('a refund by an admin', () => {
  it('gives back part of a payment, keeps the cover, and says why and who', async () => {
    const student = await signUp(t.app);
    at('2026-11-02T04:00:00Z');
    const { payment } = await buyPlan(t.app, student, 'Gold');
    const part = await refund(payment.id, { amount: 100000, reason: 'Away for a week' });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toMatchObject({ refundedAmount: 100000 });
    expect((await myPlan(student)).plan).toBe('Gold');
    const [event] = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment.id));
    expect(event).toMatchObject({ amount: 100000, reason: 'Away for a week', byUserId: admin.id, voidsRebates: false });

    // More than the ৳5,000 left: 409, and nothing changes.
    const tooMuch = await refund(payment.id, { amount: 500001, reason: 'Too much' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error).toBe('Only ৳5000 of this payment is left to refund.');
    // No reason: 400, before anything is looked at.
    for (const payload of [{}, { reason: '   ' }, { amount: 100 }]) {
      const noReason = await refund(payment.id, payload);
      expect(noReason.statusCode, JSON.stringify(payload)).toBe(400);
      expect(noReason.json().error).toBeTypeOf('string');
    }
    // The rest, amount left out: the whole is now given back and the plan ends.
    at('2026-11-03T04:00:00Z');
    const rest = await refund(payment.id, { reason: 'Left the hostel' });
    expect(rest.json()).toMatchObject({ refundedAmount: 600000 });
    expect((await myPlan(student)).plan).toBeNull();
    expect((await refund(payment.id, { reason: 'Again' })).statusCode).toBe(409);

    const list = await get(admin, `/api/admin/payments?userId=${student.id}`);
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.json()[0].refunds).toEqual([
      { kind: 'refund', amount: 100000, reason: 'Away for a week', at: '2026-11-02T04:00:00.000Z' },
      { kind: 'refund', amount: 500000, reason: 'Left the hostel', at: '2026-11-03T04:00:00.000Z' },
    ]);
  });
});

describe('money that is not a card', () => {
  it('cash pays the bill, with a receipt that says cash', async () => {
    const student = await signUp(t.app);
    at('2026-11-02T04:00:00Z');
    await send(student, 'PUT', '/api/me/attendance/2026-11-06/dinner', { on: true });
    at('2026-11-05T04:00:00Z');
    const cash = await record({
      userId: student.id,
      amount: 16000,
      method: 'cash',
      reference: 'Book 3, page 12',
      date: '2026-11-04',
    });
    expect(cash.statusCode, cash.body).toBe(201);
    const payment = cash.json();
    expect(payment).toMatchObject({
      amount: 16000,
      method: 'cash',
      reference: 'Book 3, page 12',
      purpose: 'bill',
      planName: 'Bill 2026-11',
      // Dated noon of the day it came, in Dhaka.
      date: '2026-11-04T06:00:00.000Z',
      receipt: { method: 'cash', reference: 'Book 3, page 12', amount: 16000, payerName: 'Test Student' },
    });
    const receipt = (await get(student, `/api/payments/receipt/${payment.id}`)).json();
    expect(receipt).toMatchObject({ method: 'cash', provider: 'cash' });
    // By hand: one ৳160 dinner, ৳160 paid in cash: nothing due.
    const bill = await billOf(student, '2026-11');
    expect(bill).toMatchObject({ charges: 16000, payments: 16000, due: 0 });
    expect(bill.lines.find((l: { kind: string }) => l.kind === 'payment')).toMatchObject({
      date: '2026-11-04',
      amount: -16000,
      method: 'cash',
    });
    // The student's own history shows it, as cash.
    const history = (await get(student, `/api/payments/${student.email}`)).json();
    expect(history[0]).toMatchObject({ id: payment.id, method: 'cash' });
  });

  it('cash with a plan named buys the plan by the card rules, at its quote', async () => {
    const student = await signUp(t.app);
    at('2026-11-03T04:00:00Z');
    const base = { userId: student.id, method: 'cash', reference: 'R-1', date: '2026-11-03' };
    const wrong = await record({ ...base, amount: 500000, planName: 'Gold' });
    expect(wrong.statusCode).toBe(400);
    const gold = await record({ ...base, amount: 600000, planName: 'Gold' });
    expect(gold.statusCode, gold.body).toBe(201);
    expect(gold.json()).toMatchObject({ purpose: 'plan', planName: 'Gold', method: 'cash' });
    expect(gold.json().receipt.period).toEqual({
      startsAt: '2026-11-03T04:00:00.000Z',
      endsAt: '2026-12-03T04:00:00.000Z',
    });
    expect(await myPlan(student)).toMatchObject({ plan: 'Gold', badge: 'gold' });
    // The same path as a card: an upgrade pro rata (29 days left of 30 after a day: ৳3,770).
    at('2026-11-04T04:00:00Z');
    const upgrade = await record({ ...base, date: '2026-11-04', amount: 377000, planName: 'Platinum' });
    expect(upgrade.statusCode, upgrade.body).toBe(201);
    expect(upgrade.json()).toMatchObject({ purpose: 'upgrade', planName: 'Platinum' });
    expect((await myPlan(student)).plan).toBe('Platinum');
    // Refunding that cash upgrade hands the money back (no provider) and returns to Gold.
    const back = await refund(upgrade.json().id, { reason: 'Asked for it back' });
    expect(back.statusCode, back.body).toBe(200);
    expect((await myPlan(student)).plan).toBe('Gold');
  });

  it('refuses a mobile-money reference used twice, a date ahead or too far back, an unknown student', async () => {
    const student = await signUp(t.app);
    at('2026-11-20T04:00:00Z');
    const base = { userId: student.id, amount: 5000, method: 'bkash', date: '2026-11-20' };
    expect((await record({ ...base, reference: 'bk7X9Q2' })).statusCode).toBe(201);
    const again = await record({ ...base, reference: ' BK7x9q2 ', amount: 7000 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This bKash reference was recorded already.');
    // The same id at another provider is another transfer.
    expect((await record({ ...base, method: 'nagad', reference: 'bk7X9Q2' })).statusCode).toBe(201);
    // Cash references may repeat (two receipt books).
    expect((await record({ ...base, method: 'cash', reference: '12' })).statusCode).toBe(201);
    expect((await record({ ...base, method: 'cash', reference: '12' })).statusCode).toBe(201);
    expect((await record({ ...base, reference: 'a', date: '2026-11-21' })).statusCode).toBe(400);
    expect((await record({ ...base, reference: 'b', date: '2026-10-19' })).statusCode).toBe(400);
    expect((await record({ ...base, reference: 'c', date: '2026-10-20' })).statusCode).toBe(201);
    const nobody = await record({ ...base, reference: 'd', userId: crypto.randomUUID() });
    expect(nobody.statusCode).toBe(404);
    expect((await record({ ...base, reference: 'e', method: 'card' })).statusCode).toBe(400);
    expect((await record({ ...base, reference: 'f', amount: 0 })).statusCode).toBe(400);
    expect((await record({ ...base, reference: '' })).statusCode).toBe(400);
    // A student cannot record money.
    expect((await send(student, 'POST', '/api/admin/payments', { ...base, reference: 'g' })).statusCode).toBe(403);
  });

  it('a refund of cash records the money handed back and calls no provider', async () => {
    const student = await signUp(t.app);
    at('2026-11-20T04:00:00Z');
    const cash = (
      await record({ userId: student.id, amount: 20000, method: 'rocket', reference: 'RK-55', date: '2026-11-20' })
    ).json();
    // On a server with no card provider at all (payments off) the cash is still handed back: no
    // provider is there to call. A card payment there cannot be refunded.
    const offApp = await buildApp({
      database: t.database,
      dataDir: t.dataDir,
      publicUrl: 'http://meals.example-hostel.edu',
      trustedOrigins: [TEST_ORIGIN],
    });
    const offRefund = (id: string, payload: object) =>
      offApp.inject({ method: 'POST', url: `/api/admin/payments/${id}/refund`, headers: admin.headers, payload });
    try {
      const back = await offRefund(cash.id, { amount: 5000, reason: 'Overpaid' });
      expect(back.statusCode, back.body).toBe(200);
      expect(back.json()).toMatchObject({ refundedAmount: 5000, method: 'rocket' });
      const card = await buyPlan(t.app, student, 'Silver');
      expect((await offRefund(card.payment.id, { reason: 'Card' })).statusCode).toBe(409);
      await refund(card.payment.id, { reason: 'Card, from the server that took it' });
    } finally {
      await offApp.close();
    }
    const [event] = await t.db
      .select()
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.paymentId, cash.id), eq(paymentRefunds.kind, 'refund')));
    expect(event).toMatchObject({ amount: 5000, reason: 'Overpaid', byUserId: admin.id });
    // By hand: ৳200 paid, ৳50 handed back: ৳150 credit (the Silver plan bought and refunded nets 0).
    expect(await billOf(student, '2026-11')).toMatchObject({ due: -15000 });
  });
});
