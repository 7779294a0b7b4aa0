import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMeal } from '../../../test/factories.ts';
import { MESS_DEFAULTS } from '../../../test/mess.ts';
import { buyPlan } from '../../../test/plans.ts';
import { signUp, type TestSession } from '../../../test/sessions.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { resetClock, setClock } from '../../lib/clock.ts';

// Issue 26, leave. T0 is 27 November 2026, 10:00 in Dhaka: that day's breakfast and lunch are past
// their cutoffs (04:00 and 10:00), its dinner is not; the week ahead runs to 3 December.
const t = useTestApp();
const T0 = '2026-11-27T04:00:00Z';
const at = (when: string) => setClock(() => new Date(when));
// Gold's slot is worth ৳100 (decision 84), all of it given back at the default 100%.
const GOLD_SKIP = 10000;

let admin: TestSession;
let lunchDish: string;

type Slot = { date: string; slot: string; result: string };
const leave = (who: TestSession, method: 'PUT' | 'DELETE', body: object, dryRun = false) =>
  t.app.inject({
    method,
    url: `/api/me/leave${dryRun ? '?dryRun=true' : ''}`,
    headers: who.headers,
    payload: body,
  });
const turn = (who: TestSession, date: string, slot: string, on: boolean) =>
  t.app.inject({ method: 'PUT', url: `/api/me/attendance/${date}/${slot}`, headers: who.headers, payload: { on } });
const stateOf = async (who: TestSession, from: string, to: string) =>
  Object.fromEntries(
    (
      (await t.app.inject({ url: `/api/menu?from=${from}&to=${to}`, headers: { cookie: who.cookie } })).json()
        .items as { date: string; slot: string; me: { on: boolean } }[]
    ).map((i) => [`${i.date} ${i.slot}`, i.me.on]),
  );
const results = (slots: Slot[]) => slots.map((s) => `${s.date} ${s.slot} ${s.result}`);

beforeAll(async () => {
  admin = await signUp(t.app, { role: 'admin' });
  lunchDish = (await createMeal(t.db, { title: 'Khichuri', price: '70' })).id;
});
afterEach(resetClock);
afterAll(async () => {
  await t.app.inject({
    method: 'PUT',
    url: '/api/admin/mess-settings',
    headers: admin.headers,
    payload: MESS_DEFAULTS,
  });
});

describe('leave', () => {
  it('turns every slot of a range off across a month’s end, by the rules, after a dry run that changes nothing', async () => {
    const gold = await signUp(t.app);
    at(T0);
    await buyPlan(t.app, gold, 'Gold');
    const range = { from: '2026-11-27', to: '2026-12-04' };
    const before = await stateOf(gold, '2026-11-27', '2026-12-03');
    const dry = await leave(gold, 'PUT', range, true);
    expect(dry.statusCode, dry.body).toBe(200);
    const answer = dry.json();
    expect(answer.dryRun).toBe(true);
    expect(answer.slots).toHaveLength(8 * 3);
    expect(results(answer.slots).slice(0, 6)).toEqual([
      '2026-11-27 breakfast too-late',
      '2026-11-27 lunch too-late',
      '2026-11-27 dinner unchanged',
      '2026-11-28 breakfast off',
      '2026-11-28 lunch off',
      '2026-11-28 dinner unchanged',
    ]);
    expect(results(answer.slots).slice(-6)).toEqual([
      '2026-12-03 breakfast off',
      '2026-12-03 lunch off',
      '2026-12-03 dinner unchanged',
      '2026-12-04 breakfast not-visible',
      '2026-12-04 lunch not-visible',
      '2026-12-04 dinner not-visible',
    ]);
    // 28 November to 3 December: 6 days of breakfast and lunch.
    expect(answer.rebate).toBe(12 * GOLD_SKIP);
    expect(await stateOf(gold, '2026-11-27', '2026-12-03')).toEqual(before);

    const real = await leave(gold, 'PUT', range);
    expect(real.json()).toEqual({ ...answer, dryRun: false });
    const after = await stateOf(gold, '2026-11-27', '2026-12-03');
    expect(after['2026-11-30 lunch']).toBe(false);
    expect(after['2026-12-01 breakfast']).toBe(false);
    expect(after['2026-11-27 lunch']).toBe(true);
    // Again: nothing left to turn off, nothing more earned.
    const again = (await leave(gold, 'PUT', range, true)).json();
    expect(again.rebate).toBe(0);
    expect(again.slots.filter((s: Slot) => s.result === 'off')).toEqual([]);
    // Each month's bill has its rebates: 28–30 November (6 slots) and 1–3 December (6).
    at('2026-12-10T04:00:00Z');
    for (const month of ['2026-11', '2026-12']) {
      const bill = (
        await t.app.inject({ url: `/api/me/bill?month=${month}`, headers: { cookie: gold.cookie } })
      ).json();
      expect(bill.rebates, month).toBe(6 * GOLD_SKIP);
    }
  });

  it('undoes only the slots the leave changed, and never orders a paid extra again', async () => {
    const gold = await signUp(t.app);
    at(T0);
    await buyPlan(t.app, gold, 'Gold');
    await t.app.inject({
      method: 'PUT',
      url: '/api/menu/2026-11-29/dinner',
      headers: admin.headers,
      payload: { mealIds: [lunchDish] },
    });
    // Before the leave: 29 November's breakfast off by the student; its dinner ordered (an extra).
    expect((await turn(gold, '2026-11-29', 'breakfast', false)).statusCode).toBe(200);
    expect((await turn(gold, '2026-11-29', 'dinner', true)).json()).toMatchObject({ on: true, price: 7000 });
    const range = { from: '2026-11-29', to: '2026-11-30' };
    expect(results((await leave(gold, 'PUT', range)).json().slots)).toEqual([
      '2026-11-29 breakfast unchanged',
      '2026-11-29 lunch off',
      '2026-11-29 dinner off',
      '2026-11-30 breakfast off',
      '2026-11-30 lunch off',
      '2026-11-30 dinner unchanged',
    ]);
    // The student takes one slot of the leave back themselves and skips it again: it is theirs now.
    await turn(gold, '2026-11-30', 'lunch', true);
    await turn(gold, '2026-11-30', 'lunch', false);
    const dry = (await leave(gold, 'DELETE', range, true)).json();
    const undone = await leave(gold, 'DELETE', range);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toEqual({ ...dry, dryRun: false });
    expect(results(undone.json().slots)).toEqual([
      '2026-11-29 breakfast unchanged',
      '2026-11-29 lunch on',
      '2026-11-29 dinner unchanged',
      '2026-11-30 breakfast on',
      '2026-11-30 lunch unchanged',
      '2026-11-30 dinner unchanged',
    ]);
    expect(undone.json().rebate).toBe(-2 * GOLD_SKIP);
    expect(await stateOf(gold, '2026-11-29', '2026-11-30')).toEqual({
      '2026-11-29 breakfast': false,
      '2026-11-29 lunch': true,
      '2026-11-29 dinner': false,
      '2026-11-30 breakfast': true,
      '2026-11-30 lunch': false,
      '2026-11-30 dinner': false,
    });
    // No extra meal on the bill: the dinner the leave cancelled stays cancelled.
    at('2026-12-02T04:00:00Z');
    const bill = (await t.app.inject({ url: '/api/me/bill?month=2026-11', headers: { cookie: gold.cookie } })).json();
    expect(bill.extraMeals).toBe(0);
  });

  it("uses Silver's updates of the meals' month, gives a set-back one back, and stops at the fifth", async () => {
    const silver = await signUp(t.app);
    // 24 November, 10:00 in Dhaka: the week ahead runs to the 30th.
    at('2026-11-24T04:00:00Z');
    await buyPlan(t.app, silver, 'Silver');
    // Off, off, and the first back on: one update used (the 26th).
    await turn(silver, '2026-11-25', 'breakfast', false);
    await turn(silver, '2026-11-26', 'breakfast', false);
    expect((await turn(silver, '2026-11-25', 'breakfast', true)).json()).toMatchObject({ updatesLeft: 4 });
    const breakfasts = (slots: Slot[]) => slots.filter((s) => s.slot === 'breakfast').map((s) => s.result);
    const answer = (await leave(silver, 'PUT', { from: '2026-11-25', to: '2026-12-01' })).json();
    expect(breakfasts(answer.slots)).toEqual([
      'off',
      'unchanged',
      'off',
      'off',
      'off',
      'no-updates-left',
      'not-visible',
    ]);
    expect(answer.rebate).toBe(4 * 10000);
    expect((await turn(silver, '2026-11-30', 'breakfast', false)).statusCode).toBe(409);
    // Setting one back on before its cutoff gives its update back: the leave can take the 30th now.
    expect((await turn(silver, '2026-11-25', 'breakfast', true)).json()).toMatchObject({ updatesLeft: 1 });
    const again = (await leave(silver, 'PUT', { from: '2026-11-30', to: '2026-11-30' })).json();
    expect(breakfasts(again.slots)).toEqual(['off']);
  });

  it('follows the hostel’s clock across a daylight-saving change (Europe/London, 28 March 2027)', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/mess-settings',
      headers: admin.headers,
      payload: { ...MESS_DEFAULTS, timeZone: 'Europe/London' },
    });
    expect(put.statusCode, put.body).toBe(200);
    const gold = await signUp(t.app);
    // 26 March 2027, 12:00 in London (GMT): the clocks go forward at 01:00 on Sunday the 28th.
    at('2027-03-26T12:00:00Z');
    await buyPlan(t.app, gold, 'Gold');
    const answer = (await leave(gold, 'PUT', { from: '2027-03-27', to: '2027-03-29' })).json();
    expect(results(answer.slots)).toEqual([
      '2027-03-27 breakfast off',
      '2027-03-27 lunch off',
      '2027-03-27 dinner unchanged',
      '2027-03-28 breakfast off',
      '2027-03-28 lunch off',
      '2027-03-28 dinner unchanged',
      '2027-03-29 breakfast off',
      '2027-03-29 lunch off',
      '2027-03-29 dinner unchanged',
    ]);
    // Sunday's breakfast is at 07:00 BST (06:00Z); its cutoff, 04:00 BST, is 03:00Z.
    at('2027-03-28T02:59:00Z');
    expect(results((await leave(gold, 'DELETE', { from: '2027-03-28', to: '2027-03-28' })).json().slots)[0]).toBe(
      '2027-03-28 breakfast on',
    );
    at('2027-03-28T03:00:00Z');
    expect((await turn(gold, '2027-03-28', 'breakfast', false)).statusCode).toBe(409);
  });

  it('answers 400 to a backwards, too long or malformed range, and 401 to no one', async () => {
    const student = await signUp(t.app);
    for (const body of [
      { from: '2026-12-10', to: '2026-12-01' },
      { from: '2026-12-01', to: '2027-03-01' },
      { from: '2026-12-01' },
      { from: 'next week', to: '2026-12-01' },
    ]) {
      const res = await leave(student, 'PUT', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/me/leave',
      payload: { from: '2026-12-01', to: '2026-12-02' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
