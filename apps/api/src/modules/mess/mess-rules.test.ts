import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMeal } from '../../../test/factories.ts';
import { MESS_DEFAULTS } from '../../../test/mess.ts';
import { buyPlan } from '../../../test/plans.ts';
import { signUp, type TestSession } from '../../../test/sessions.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { resetClock, setClock } from '../../lib/clock.ts';

/** Rules that do not rewrite the past (issue 26, decision 110). */
const t = useTestApp();
const at = (when: string) => setClock(() => new Date(when));
afterEach(resetClock);

let admin: TestSession;
let paratha: string;
let biryani: string;

const get = (who: TestSession, url: string) => t.app.inject({ url, headers: { cookie: who.cookie } });
const put = (who: TestSession, url: string, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: who.headers, payload });
const post = (who: TestSession, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: who.headers, payload });
const billOf = async (who: TestSession, month: string) => (await get(who, `/api/me/bill?month=${month}`)).json();
const settings = async () => (await get(admin, '/api/admin/mess-settings')).json();
const menuSlot = async (date: string, slot: string) =>
  (await get(admin, `/api/menu?from=${date}&to=${date}`)).json().items.find((i: { slot: string }) => i.slot === slot);

beforeAll(async () => {
  admin = await signUp(t.app, { role: 'admin' });
  paratha = (await createMeal(t.db, { title: 'Paratha', price: '40' })).id;
  biryani = (await createMeal(t.db, { title: 'Biryani', price: '100' })).id;
});

describe('a change of the rules in Dhaka', () => {
  let student: TestSession;

  beforeAll(async () => {
    student = await signUp(t.app, { name: 'Paid In Full' });
    at('2026-11-01T04:00:00Z'); // 10:00 on 1 November in Dhaka
    for (const date of ['2026-11-05', '2026-11-06', '2026-11-07', '2026-11-23', '2026-11-25']) {
      await put(admin, `/api/menu/${date}/breakfast`, { mealIds: [paratha] });
      await put(admin, `/api/menu/${date}/lunch`, { mealIds: [biryani] });
    }
    await buyPlan(t.app, student, 'Silver');
    for (const date of ['2026-11-05', '2026-11-06', '2026-11-07']) {
      await put(student, `/api/me/attendance/${date}/breakfast`, { on: false }); // a ৳100 rebate each
      await put(student, `/api/me/attendance/${date}/lunch`, { on: true }); // a ৳100 extra each
    }
  });

  it("leaves a bill paid in full paid when the rebate goes from 100% to 50% (the issue's ৳150)", async () => {
    at('2026-11-10T04:00:00Z');
    expect(await billOf(student, '2026-11')).toMatchObject({ rebates: 30000, charges: 330000, due: 0 });
    at('2026-11-20T04:00:00Z');
    const res = await put(admin, '/api/admin/mess-settings', { ...MESS_DEFAULTS, rebatePercent: 50 });
    expect(res.statusCode, res.body).toBe(200);
    // Today by default; the answer is today's rules, flat.
    expect(res.json()).toEqual({ ...MESS_DEFAULTS, rebatePercent: 50, effectiveFrom: '2026-11-20', scheduled: [] });
    // The slots of 5–7 November stay under the rules of their dates: nothing is due again.
    expect(await billOf(student, '2026-11')).toMatchObject({ rebates: 30000, due: 0 });
    // A slot after the change earns the new share: half of ৳100.
    expect((await put(student, '/api/me/attendance/2026-11-25/breakfast', { on: false })).statusCode).toBe(200);
    const bill = await billOf(student, '2026-11');
    expect(bill).toMatchObject({ rebates: 35000, due: -5000, rebateSlots: 4 });
    expect(
      bill.lines.filter((l: { kind: string }) => l.kind === 'rebate').map((l: { amount: number }) => l.amount),
    ).toEqual([-10000, -10000, -10000, -5000]);
  });

  it('refuses a past date with 400 and changes nothing', async () => {
    at('2026-11-20T04:00:00Z');
    const before = await settings();
    const res = await put(admin, '/api/admin/mess-settings', { ...MESS_DEFAULTS, effectiveFrom: '2026-11-19' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'RULES_PAST_DATE' });
    expect(await settings()).toEqual(before);
  });

  it('schedules a change: the cutoff of a slot is the one in force on its date', async () => {
    at('2026-11-20T04:00:00Z');
    const scheduled = { ...MESS_DEFAULTS, rebatePercent: 50, cutoffMinutes: 600, effectiveFrom: '2026-11-23' };
    const res = await put(admin, '/api/admin/mess-settings', scheduled);
    expect(res.statusCode).toBe(200);
    // Today's rules stay flat; the change is listed ahead.
    expect(res.json()).toMatchObject({ effectiveFrom: '2026-11-20', cutoffMinutes: 180, scheduled: [scheduled] });
    // 22 November's breakfast (07:00 = 01:00Z) closes 3 hours before; 23 November's 10 hours before.
    expect(await menuSlot('2026-11-22', 'breakfast')).toMatchObject({ cutoffAt: '2026-11-21T22:00:00.000Z' });
    expect(await menuSlot('2026-11-23', 'breakfast')).toMatchObject({ cutoffAt: '2026-11-22T15:00:00.000Z' });
    // At 22:00 on 22 November in Dhaka the old cutoff is still ahead, the new one has passed.
    at('2026-11-22T16:00:00Z');
    const late = await put(student, '/api/me/attendance/2026-11-23/breakfast', { on: false });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'CUTOFF_PASSED' });
  });

  it('previews what a change moves without saving it', async () => {
    at('2026-11-20T04:00:00Z');
    const before = await settings();
    const res = await post(admin, '/api/admin/mess-settings/preview', {
      ...MESS_DEFAULTS,
      rebatePercent: 0,
      effectiveFrom: '2026-11-21',
    });
    expect(res.statusCode, res.body).toBe(200);
    // Until the day before the change scheduled on 23 November: no choice dated 21–22 November.
    expect(res.json()).toEqual({ effectiveFrom: '2026-11-21', until: '2026-11-22', slots: 0, bills: 0 });
    const later = await post(admin, '/api/admin/mess-settings/preview', {
      ...MESS_DEFAULTS,
      rebatePercent: 0,
      effectiveFrom: '2026-11-25',
    });
    // 25 November's breakfast turned off: its ৳50 rebate would go, so the student's November moves.
    expect(later.json()).toEqual({ effectiveFrom: '2026-11-25', until: null, slots: 1, bills: 1 });
    expect(await settings()).toEqual(before);
    const past = await post(admin, '/api/admin/mess-settings/preview', {
      ...MESS_DEFAULTS,
      effectiveFrom: '2026-11-01',
    });
    expect(past.statusCode).toBe(400);
  });
});

describe('a change of the rules across a daylight-saving change (Europe/London)', () => {
  it('times and bills each slot under the rules of its date, on both sides of the clock change', async () => {
    // British Summer Time starts at 01:00 GMT on Sunday 28 March 2027.
    at('2027-03-20T10:00:00Z');
    const london = { ...MESS_DEFAULTS, timeZone: 'Europe/London' };
    expect((await put(admin, '/api/admin/mess-settings', london)).statusCode).toBe(200);
    const summer = {
      ...london,
      slots: { ...london.slots, breakfast: { starts: '08:00', ends: '09:30' } },
      cutoffMinutes: 60,
      rebatePercent: 50,
      effectiveFrom: '2027-03-28',
    };
    expect((await put(admin, '/api/admin/mess-settings', summer)).statusCode).toBe(200);
    for (const date of ['2027-03-27', '2027-03-28']) {
      await put(admin, `/api/menu/${date}/breakfast`, { mealIds: [paratha] });
    }
    // Saturday: 07:00 GMT, cutoff 3 hours before. Sunday: 08:00 BST is 07:00Z, cutoff 1 hour before.
    expect(await menuSlot('2027-03-27', 'breakfast')).toMatchObject({
      startsAt: '2027-03-27T07:00:00.000Z',
      cutoffAt: '2027-03-27T04:00:00.000Z',
    });
    expect(await menuSlot('2027-03-28', 'breakfast')).toMatchObject({
      startsAt: '2027-03-28T07:00:00.000Z',
      cutoffAt: '2027-03-28T06:00:00.000Z',
    });
    at('2027-03-25T10:00:00Z'); // the weekend on the student's menu
    const student = await signUp(t.app, { name: 'London Student' });
    await buyPlan(t.app, student, 'Silver');
    for (const date of ['2027-03-27', '2027-03-28']) {
      expect((await put(student, `/api/me/attendance/${date}/breakfast`, { on: false })).statusCode).toBe(200);
    }
    at('2027-03-29T10:00:00Z');
    const rebates = (await billOf(student, '2027-03')).lines.filter((l: { kind: string }) => l.kind === 'rebate');
    expect(rebates.map((l: { date: string; amount: number }) => [l.date, l.amount])).toEqual([
      ['2027-03-27', -10000],
      ['2027-03-28', -5000],
    ]);
  });
});
