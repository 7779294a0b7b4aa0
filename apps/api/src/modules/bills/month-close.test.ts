import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMeal } from '../../../test/factories.ts';
import { MESS_DEFAULTS } from '../../../test/mess.ts';
import { buyPlan } from '../../../test/plans.ts';
import { signUp, type TestSession } from '../../../test/sessions.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { resetClock, setClock } from '../../lib/clock.ts';

/** Closing a month (issue 26, decision 112): kept statements, corrections in the first open month. */
const t = useTestApp();
const at = (when: string) => setClock(() => new Date(when));
afterEach(resetClock);

let admin: TestSession;
let student: TestSession;
let silverPaymentId: string;

const get = (who: TestSession, url: string) => t.app.inject({ url, headers: { cookie: who.cookie } });
const put = (who: TestSession, url: string, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: who.headers, payload });
const close = (who: TestSession, month: string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/bills/${month}/close`, headers: who.headers });
const billOf = async (month: string) => (await get(student, `/api/me/bill?month=${month}`)).json();
const balances = async (month: string) => (await get(admin, `/api/admin/bills?month=${month}&limit=50`)).json();

beforeAll(async () => {
  admin = await signUp(t.app, { role: 'admin' });
  student = await signUp(t.app, { name: 'Closed Month Student' });
  const paratha = (await createMeal(t.db, { title: 'Paratha', price: '40' })).id;
  const biryani = (await createMeal(t.db, { title: 'Biryani', price: '100' })).id;
  at('2026-09-05T04:00:00Z'); // 10:00 on 5 September in Dhaka
  for (const date of ['2026-09-10', '2026-09-11']) {
    await put(admin, `/api/menu/${date}/breakfast`, { mealIds: [paratha] });
    await put(admin, `/api/menu/${date}/lunch`, { mealIds: [biryani] });
  }
  silverPaymentId = (await buyPlan(t.app, student, 'Silver')).payment.id;
  await put(student, '/api/me/attendance/2026-09-10/breakfast', { on: false }); // a ৳100 rebate
  await put(student, '/api/me/attendance/2026-09-11/breakfast', { on: false }); // a ৳100 rebate
  await put(student, '/api/me/attendance/2026-09-10/lunch', { on: true }); // a ৳100 extra
});

describe('closing a month', () => {
  let september: Record<string, unknown>;

  it('refuses a month that has not ended, and anyone but an admin', async () => {
    at('2026-10-02T04:00:00Z');
    for (const month of ['2026-10', '2026-11']) {
      const res = await close(admin, month);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'MONTH_NOT_ENDED' });
    }
    expect((await close(student, '2026-09')).statusCode).toBe(403);
    expect((await get(student, '/api/me/bill?month=2026-09')).json()).toMatchObject({ closed: false });
  });

  it('refuses, before any month is closed, a month later than the first one billed', async () => {
    at('2026-11-02T04:00:00Z');
    const res = await close(admin, '2026-10');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'MONTH_NOT_OLDEST' });
  });

  it('keeps each bill of an ended month as a statement; twice answers 409', async () => {
    at('2026-10-02T04:00:00Z');
    september = await billOf('2026-09');
    expect(september).toMatchObject({ charges: 310000, rebates: 20000, payments: 300000, due: -10000 });
    const res = await close(admin, '2026-09');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ month: '2026-09', closedAt: '2026-10-02T04:00:00.000Z', statements: 1 });
    expect(await billOf('2026-09')).toEqual({ ...september, closed: true });
    const rows = await balances('2026-09');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r: { closed: boolean }) => r.closed)).toBe(true);
    expect(rows.find((r: { userId: string }) => r.userId === student.id)).toMatchObject({ due: -10000 });
    expect((await balances('2026-10')).every((r: { closed: boolean }) => !r.closed)).toBe(true);
    const again = await close(admin, '2026-09');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'MONTH_ALREADY_CLOSED' });
  });

  it("answers on the month's totals whether it is closed, also for a month without a row", async () => {
    at('2026-11-02T04:00:00Z');
    const totals = async (month: string) => (await get(admin, `/api/admin/bills/totals?month=${month}`)).json();
    expect(await totals('2026-09')).toMatchObject({ closed: true, students: expect.any(Number) });
    expect(await totals('2000-01')).toMatchObject({ closed: true, students: 0 });
    expect(await totals('2026-10')).toMatchObject({ closed: false });
  });

  it('refuses a rule dated in a closed month (409) and a past date in an open one (400)', async () => {
    at('2026-10-02T04:00:00Z');
    const closed = await put(admin, '/api/admin/mess-settings', { ...MESS_DEFAULTS, effectiveFrom: '2026-09-20' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ code: 'RULES_CLOSED_MONTH' });
    const past = await put(admin, '/api/admin/mess-settings', { ...MESS_DEFAULTS, effectiveFrom: '2026-10-01' });
    expect(past.statusCode).toBe(400);
  });

  it('refuses money or a charge dated in a closed month (409), and the statement stays', async () => {
    at('2026-10-02T04:00:00Z'); // 28 September is within 31 days back, but September is closed
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: admin.headers, payload });
    const payment = await post('/api/admin/payments', {
      userId: student.id,
      amount: 5000,
      method: 'bkash',
      reference: 'BK-CLOSED-1',
      date: '2026-09-28',
    });
    const charge = await post('/api/admin/charges', {
      userId: student.id,
      date: '2026-09-28',
      kind: 'fine',
      amount: 5000,
      reason: 'Late',
    });
    for (const res of [payment, charge]) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ code: 'DATED_IN_CLOSED_MONTH' });
    }
    expect(await billOf('2026-09')).toEqual({ ...september, closed: true });
  });

  it('never moves a closed month: a late attendance edit and a rule changed behind its back show as one adjustment line in the first open month', async () => {
    at('2026-10-02T04:00:00Z');
    // A correction made after the close: 10 September's breakfast was eaten after all (no rebate) ...
    await t.db.execute(
      sql`update attendance set "on" = true where user_id = ${student.id} and date = '2026-09-10' and slot = 'breakfast'`,
    );
    // ... and a rule written straight into the database for 11 September: no rebate either.
    await t.db.execute(sql`insert into mess_rules (effective_from, time_zone, breakfast_starts, breakfast_ends,
      lunch_starts, lunch_ends, dinner_starts, dinner_ends, cutoff_minutes, rebate_percent, rebate_cap_slots,
      early_access_days) values ('2026-09-11', 'Asia/Dhaka', '07:00', '09:30', '13:00', '15:00', '20:00', '22:00',
      180, 0, 30, 7)`);
    expect(await billOf('2026-09')).toEqual({ ...september, closed: true });
    const october = await billOf('2026-10');
    // By hand: September kept −৳100 (credit); the history now says +৳100 (two rebates fewer): +৳200.
    expect(october).toMatchObject({ closed: false, openingBalance: -10000, charges: 20000, due: 10000 });
    expect(october.lines[0]).toEqual({
      date: '2026-10-01',
      kind: 'adjustment',
      slot: null,
      planName: null,
      paymentId: null,
      amount: 20000,
    });
    // The admin's balances say the same.
    const row = (await balances('2026-10')).find((r: { userId: string }) => r.userId === student.id);
    expect(row).toMatchObject({ openingBalance: -10000, charges: 20000, due: 10000, closed: false });
  });

  it('never moves a closed month when a payment made in it is refunded later', async () => {
    at('2026-10-03T04:00:00Z');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${silverPaymentId}/refund`,
      headers: admin.headers,
      payload: { reason: 'Left the hostel' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await billOf('2026-09')).toEqual({ ...september, closed: true });
    const october = await billOf('2026-10');
    expect(october.lines.map((l: { kind: string }) => l.kind)).toContain('refund');
    expect(october.openingBalance).toBe(-10000);
  });

  it('goes oldest first: a month after the next open one answers 409; the next closes with its adjustment kept', async () => {
    at('2026-12-02T04:00:00Z');
    const skipped = await close(admin, '2026-11');
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json()).toMatchObject({ code: 'MONTH_NOT_OLDEST' });
    const october = await billOf('2026-10');
    expect((await close(admin, '2026-10')).statusCode).toBe(200);
    expect(await billOf('2026-10')).toEqual({ ...october, closed: true });
    // November opens at October's kept due, with nothing to correct.
    const november = await billOf('2026-11');
    expect(november).toMatchObject({ closed: false, openingBalance: october.due });
    expect(november.lines.some((l: { kind: string }) => l.kind === 'adjustment')).toBe(false);
  });
});
