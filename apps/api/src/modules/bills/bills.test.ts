import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMeal } from '../../../test/factories.ts';
import { MESS_DEFAULTS } from '../../../test/mess.ts';
import { buyPlan, payFor } from '../../../test/plans.ts';
import { signUp, type TestSession } from '../../../test/sessions.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { resetClock, setClock } from '../../lib/clock.ts';

const t = useTestApp();
const at = (when: string) => setClock(() => new Date(when));

let admin: TestSession;
let student: TestSession;
let silverPaymentId: string;

const get = (who: TestSession, url: string) => t.app.inject({ url, headers: { cookie: who.cookie } });
const put = (who: TestSession, url: string, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: who.headers, payload });
const billOf = async (who: TestSession, month: string) => (await get(who, `/api/me/bill?month=${month}`)).json();

beforeAll(async () => {
  admin = await signUp(t.app, { role: 'admin' });
  student = await signUp(t.app, { name: 'Billed Student' });
  const biryani = (await createMeal(t.db, { title: 'Biryani', price: '120' })).id;
  const paratha = (await createMeal(t.db, { title: 'Paratha', price: '40' })).id;
  at('2026-11-01T04:00:00Z'); // 10:00 on 1 November in Dhaka
  for (const date of ['2026-11-05', '2026-11-06', '2026-11-07']) {
    await put(admin, `/api/menu/${date}/breakfast`, { mealIds: [paratha] });
    await put(admin, `/api/menu/${date}/lunch`, { mealIds: [biryani] });
  }
  silverPaymentId = (await buyPlan(t.app, student, 'Silver')).payment.id;
  await put(student, '/api/me/attendance/2026-11-05/breakfast', { on: false }); // covered: a rebate
  await put(student, '/api/me/attendance/2026-11-06/breakfast', { on: false }); // covered: a rebate
  await put(student, '/api/me/attendance/2026-11-05/lunch', { on: true }); // not covered: an extra ৳120
});
afterEach(resetClock);
afterAll(async () => {
  await put(admin, '/api/admin/mess-settings', MESS_DEFAULTS);
});

describe('the monthly bill', () => {
  it('charges the plan and extras, gives rebates, counts payments, in poisha', async () => {
    at('2026-11-10T04:00:00Z');
    const bill = await billOf(student, '2026-11');
    expect(bill).toMatchObject({
      month: '2026-11',
      openingBalance: 0,
      charges: 300000 + 12000,
      rebates: 2 * 10000,
      payments: 300000,
      due: 12000 - 20000,
      extraMeals: 1,
      rebateSlots: 2,
      rebateCapSlots: 30,
    });
    expect(bill.lines).toEqual([
      { date: '2026-11-01', kind: 'plan', slot: null, planName: 'Silver', paymentId: silverPaymentId, amount: 300000 },
      {
        date: '2026-11-01',
        kind: 'payment',
        slot: null,
        planName: 'Silver',
        paymentId: silverPaymentId,
        amount: -300000,
        method: 'card',
      },
      { date: '2026-11-05', kind: 'rebate', slot: 'breakfast', planName: 'Silver', paymentId: null, amount: -10000 },
      { date: '2026-11-05', kind: 'extra', slot: 'lunch', planName: null, paymentId: null, amount: 12000 },
      { date: '2026-11-06', kind: 'rebate', slot: 'breakfast', planName: 'Silver', paymentId: null, amount: -10000 },
    ]);
    // Breakfasts served 2–10 November (1 November's was before the plan), less the two turned off.
    expect(bill.coveredMeals).toBe(9 - 2);
  });

  it('follows the rebate rule the hostel sets: a share of the slot value, up to a monthly cap', async () => {
    // Saved before the slots' dates: a change holds from its date on (decision 110).
    at('2026-11-01T04:00:00Z');
    const rule = { ...MESS_DEFAULTS, rebatePercent: 50, rebateCapSlots: 1, effectiveFrom: '2026-11-05' };
    expect((await put(admin, '/api/admin/mess-settings', rule)).statusCode).toBe(200);
    at('2026-11-10T04:00:00Z');
    const bill = await billOf(student, '2026-11');
    expect(bill.lines.filter((l: { kind: string }) => l.kind === 'rebate')).toEqual([
      { date: '2026-11-05', kind: 'rebate', slot: 'breakfast', planName: 'Silver', paymentId: null, amount: -5000 },
    ]);
    expect(bill).toMatchObject({ rebates: 5000, rebateSlots: 1, rebateCapSlots: 1 });
    at('2026-11-01T04:00:00Z');
    await put(admin, '/api/admin/mess-settings', { ...MESS_DEFAULTS, effectiveFrom: '2026-11-05' });
  });

  it("carries a month's balance into the next, and puts money in the month it came in Dhaka", async () => {
    const carried = await signUp(t.app);
    at('2026-11-01T04:00:00Z');
    await put(carried, '/api/me/attendance/2026-11-05/lunch', { on: true });
    // 00:30 on 1 December in Dhaka, still 30 November in UTC.
    at('2026-11-30T18:30:00Z');
    await buyPlan(t.app, carried, 'Gold');
    const november = await billOf(carried, '2026-11');
    expect(november).toMatchObject({ openingBalance: 0, charges: 12000, payments: 0, due: 12000 });
    const december = await billOf(carried, '2026-12');
    expect(december).toMatchObject({ openingBalance: 12000, charges: 600000, payments: 600000, due: 12000 });
    expect(december.lines[0]).toMatchObject({ date: '2026-12-01', kind: 'plan' });
  });

  it("is paid by card through the same checkout: only this month's, only what is due", async () => {
    const owing = await signUp(t.app);
    at('2026-11-02T04:00:00Z');
    await put(owing, '/api/me/attendance/2026-11-05/lunch', { on: true });
    await put(owing, '/api/me/attendance/2026-11-06/lunch', { on: true });
    const { confirm, amount } = await payFor(t.app, owing, { billMonth: '2026-11' });
    expect(amount).toBe(24000);
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json().payment).toMatchObject({ purpose: 'bill', planName: 'Bill 2026-11', amount: 24000 });
    const bill = await billOf(owing, '2026-11');
    expect(bill).toMatchObject({ charges: 24000, payments: 24000, due: 0 });
    expect(bill.lines.at(0)).toMatchObject({ kind: 'payment', planName: null, amount: -24000 });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: owing.headers,
      payload: { billMonth: '2026-11' },
    });
    expect(again.json().code).toBe('NOTHING_DUE');
  });

  it('shows a refund of a plan and leaves what is due as it was', async () => {
    const refunded = await signUp(t.app);
    at('2026-11-02T04:00:00Z');
    const { payment } = await buyPlan(t.app, refunded, 'Gold');
    at('2026-11-03T04:00:00Z');
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${payment.id}/refund`,
      headers: admin.headers,
      payload: { reason: 'Left the hostel' },
    });
    const bill = await billOf(refunded, '2026-11');
    expect(bill.lines.map((l: { kind: string; amount: number }) => [l.kind, l.amount])).toEqual([
      ['plan', 600000],
      ['payment', -600000],
      ['refund', 600000],
      ['plan', -600000],
    ]);
    expect(bill.due).toBe(0);
  });

  it("gives a Silver rebate only to a slot whose change used one of the month's five updates", async () => {
    await put(admin, '/api/admin/mess-settings', MESS_DEFAULTS);
    const gamer = await signUp(t.app, { name: 'Silver Gamer' });
    at('2026-11-01T04:00:00Z');
    // No plan yet: breakfasts turned on (extras) and off again cost no update.
    for (const date of ['2026-11-05', '2026-11-06', '2026-11-07']) {
      expect((await put(gamer, `/api/me/attendance/${date}/breakfast`, { on: true })).statusCode).toBe(200);
      expect((await put(gamer, `/api/me/attendance/${date}/breakfast`, { on: false })).statusCode).toBe(200);
    }
    at('2026-11-01T05:00:00Z');
    await buyPlan(t.app, gamer, 'Silver');
    // One update: 3 November's breakfast, covered, turned off.
    const off = await put(gamer, '/api/me/attendance/2026-11-03/breakfast', { on: false });
    expect(off.json()).toMatchObject({ covered: true, on: false, updatesLeft: 4 });
    // One more: 5 November's breakfast back on (its default under cover: no update) and off again
    // while covered earns its rebate.
    await put(gamer, '/api/me/attendance/2026-11-05/breakfast', { on: true });
    expect((await put(gamer, '/api/me/attendance/2026-11-05/breakfast', { on: false })).json().updatesLeft).toBe(3);
    at('2026-11-10T04:00:00Z');
    // By hand: Silver ৳3,000 = 300000 poisha charged and paid; two rebates of ৳100 (10000 poisha):
    // 3 and 5 November. 6 and 7 November were turned off before the plan, with no update: no rebate.
    const expected = { charges: 300000, rebates: 20000, payments: 300000, due: -20000 };
    const bill = await billOf(gamer, '2026-11');
    expect(bill).toMatchObject({ ...expected, openingBalance: 0, rebateSlots: 2, extraMeals: 0 });
    expect(
      bill.lines.filter((l: { kind: string }) => l.kind === 'rebate').map((l: { date: string }) => l.date),
    ).toEqual(['2026-11-03', '2026-11-05']);
    // The admin's balances come from the same bill.
    const rows = (await get(admin, '/api/admin/bills?month=2026-11&limit=50')).json() as { name: string }[];
    expect(rows.find((r) => r.name === 'Silver Gamer')).toMatchObject(expected);
  });

  it("voids a fully refunded plan's rebates in the refund's month, leaving earlier months as billed", async () => {
    await put(admin, '/api/admin/mess-settings', MESS_DEFAULTS);
    const refunded = await signUp(t.app, { name: 'Refunded Gold' });
    at('2026-10-28T04:00:00Z');
    const { payment } = await buyPlan(t.app, refunded, 'Gold');
    for (const date of ['2026-10-29', '2026-10-30', '2026-10-31']) {
      for (const slot of ['breakfast', 'lunch']) {
        expect((await put(refunded, `/api/me/attendance/${date}/${slot}`, { on: false })).statusCode).toBe(200);
      }
    }
    for (const date of ['2026-11-01', '2026-11-02', '2026-11-03']) {
      await put(refunded, `/api/me/attendance/${date}/breakfast`, { on: false });
    }
    at('2026-11-02T04:00:00Z');
    // By hand, before the refund: October, Gold ৳6,000 charged and paid, six rebates of ৳100.
    const october = { openingBalance: 0, charges: 600000, rebates: 60000, payments: 600000, due: -60000 };
    expect(await billOf(refunded, '2026-10')).toMatchObject(october);
    at('2026-11-04T04:00:00Z');
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${payment.id}/refund`,
      headers: admin.headers,
      payload: { reason: 'Left the hostel' },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    at('2026-11-10T04:00:00Z');
    // October does not move. November: the three breakfasts' rebates (৳300), the ৳6,000 given back,
    // the plan charge taken back, and all nine rebates of the refunded plan (৳900) void: nothing due.
    expect(await billOf(refunded, '2026-10')).toMatchObject(october);
    const november = await billOf(refunded, '2026-11');
    expect(november).toMatchObject({
      openingBalance: -60000,
      charges: -600000,
      rebates: 30000 - 90000,
      payments: -600000,
      due: 0,
      rebateSlots: 3,
    });
    expect(november.lines.at(-1)).toEqual({
      date: '2026-11-04',
      kind: 'rebate',
      slot: null,
      planName: 'Gold',
      paymentId: payment.id,
      amount: 90000,
    });
    expect((await billOf(refunded, '2026-12')).openingBalance).toBe(0);
  });

  it('refuses a month that is not YYYY-MM, and strangers', async () => {
    expect((await get(student, '/api/me/bill?month=2026-13')).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/me/bill?month=2026-11' })).statusCode).toBe(401);
  });
});

describe("the admin's balances", () => {
  it('list every student with a bill, sortable, and export the month as CSV', async () => {
    const formula = await signUp(t.app, { name: '=HYPERLINK("http://evil")' });
    at('2026-11-02T04:00:00Z');
    await put(formula, '/api/me/attendance/2026-11-07/lunch', { on: true });
    at('2026-11-10T04:00:00Z');
    expect((await get(student, '/api/admin/bills?month=2026-11')).statusCode).toBe(403);
    const res = await get(admin, '/api/admin/bills?month=2026-11&sort=due&order=desc&limit=50');
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json() as { name: string; due: number; email: string }[];
    expect(Number(res.headers['x-total-count'])).toBe(rows.length);
    expect(rows.map((r) => r.due)).toEqual([...rows.map((r) => r.due)].sort((a, b) => b - a));
    expect(rows.find((r) => r.name === 'Billed Student')).toMatchObject({
      email: student.email,
      plan: 'Silver',
      charges: 312000,
      rebates: 20000,
      payments: 300000,
      due: -8000,
    });
    const byName = (await get(admin, '/api/admin/bills?month=2026-11&sort=name&order=asc&limit=50')).json();
    expect(byName.map((r: { name: string }) => r.name)).toEqual(
      [...byName.map((r: { name: string }) => r.name)].sort((a: string, b: string) => a.localeCompare(b)),
    );

    const csv = await get(admin, '/api/admin/bills/export?month=2026-11');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="hostel-meals-balances-2026-11.csv"');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      '"Name","Room","Email","Plan","Room-mate of","Opening balance","Charges","Rebates","Payments","Due"',
    );
    expect(lines).toContain(`"Billed Student","","${student.email}","Silver","",0.00,3120.00,200.00,3000.00,-80.00`);
    expect(lines.find((l) => l.includes('HYPERLINK'))).toMatch(/^"'=HYPERLINK\(""http:\/\/evil""\)"/);
  });
});
