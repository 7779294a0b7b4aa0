import { MESS_ERROR_CODES, MESS_ERRORS } from '@hostel/contract/mess-constants';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMeal } from '../../../test/factories.ts';
import { buyPlan } from '../../../test/plans.ts';
import { signUp, type TestSession } from '../../../test/sessions.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { attendance, attendanceChanges } from '../../db/schema/plans.ts';
import { resetClock, setClock } from '../../lib/clock.ts';

const t = useTestApp();
// 2026-11-25's breakfast starts at 07:00 in Dhaka (01:00Z); the cutoff, 3 hours before, is 22:00Z the day before.
const CUTOFF = Date.parse('2026-11-24T22:00:00Z');
const T0 = Date.parse('2026-11-24T04:00:00Z');
const at = (ms: number) => setClock(() => new Date(ms));

let admin: TestSession;
let silver: TestSession;
let noPlan: TestSession;

beforeAll(async () => {
  admin = await signUp(t.app, { role: 'admin' });
  silver = await signUp(t.app);
  noPlan = await signUp(t.app);
  const paratha = (await createMeal(t.db, { title: 'Paratha', price: '50' })).id;
  const egg = (await createMeal(t.db, { title: 'Egg', price: '25.50' })).id;
  const biryani = (await createMeal(t.db, { title: 'Biryani', price: '120' })).id;
  at(T0);
  for (const [date, slot, mealIds] of [
    ['2026-11-25', 'breakfast', [paratha, egg]],
    ['2026-11-25', 'lunch', [biryani]],
    ['2026-11-26', 'breakfast', [paratha]],
  ] as const) {
    await t.app.inject({
      method: 'PUT',
      url: `/api/menu/${date}/${slot}`,
      headers: admin.headers,
      payload: { mealIds },
    });
  }
  await buyPlan(t.app, silver, 'Silver');
  resetClock();
});
afterEach(resetClock);

const turn = (who: TestSession, date: string, slot: string, on: boolean) =>
  t.app.inject({ method: 'PUT', url: `/api/me/attendance/${date}/${slot}`, headers: who.headers, payload: { on } });
const menuOf = async (who: TestSession, date: string) =>
  (await t.app.inject({ url: `/api/menu?from=${date}&to=${date}`, headers: { cookie: who.cookie } })).json().items;

describe('meal on/off', () => {
  it('shows each slot as covered and on, or not covered with its price, in the menu', async () => {
    at(T0);
    const items = await menuOf(silver, '2026-11-25');
    expect(items.map((i: { me: unknown }) => i.me)).toEqual([
      { on: true, covered: true, price: 0, mealId: expect.any(String), updatesLeft: 5, skipEarns: 10000 },
      { on: false, covered: false, price: 12000, mealId: expect.any(String), updatesLeft: null, skipEarns: 0 },
      { on: false, covered: false, price: 0, mealId: null, updatesLeft: null, skipEarns: 0 },
    ]);
    // Paratha ৳50 and egg ৳25.50 are alternatives: an extra breakfast is the first, not the sum.
    expect((await menuOf(noPlan, '2026-11-25'))[0].me).toEqual({
      on: false,
      covered: false,
      price: 5000,
      mealId: expect.any(String),
      updatesLeft: null,
      skipEarns: 0,
    });
  });

  it('turns a covered slot off until the cutoff minute, then answers 409', async () => {
    at(CUTOFF - 1000);
    const off = await turn(silver, '2026-11-25', 'breakfast', false);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({
      date: '2026-11-25',
      slot: 'breakfast',
      on: false,
      covered: true,
      price: 0,
      cutoffAt: new Date(CUTOFF).toISOString(),
      mealId: expect.any(String),
      updatesLeft: 4,
      skipEarns: 10000,
    });
    expect((await menuOf(silver, '2026-11-25'))[0].me).toEqual({
      on: false,
      covered: true,
      price: 0,
      mealId: expect.any(String),
      updatesLeft: 4,
      skipEarns: 10000,
    });
    at(CUTOFF);
    const late = await turn(silver, '2026-11-25', 'breakfast', true);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      error: 'Changes to this meal are closed: the cutoff has passed.',
      code: 'CUTOFF_PASSED',
    });
    expect((await menuOf(silver, '2026-11-25'))[0].me.on).toBe(false);
  });

  it('orders an extra meal on an uncovered slot at the menu price, only once the menu is out', async () => {
    at(T0);
    const lunch = await turn(noPlan, '2026-11-25', 'lunch', true);
    expect(lunch.json()).toMatchObject({ on: true, covered: false, price: 12000, updatesLeft: null });
    const dinner = await turn(noPlan, '2026-11-25', 'dinner', true);
    expect(dinner.statusCode).toBe(409);
    expect(dinner.json().code).toBe('MENU_NOT_OUT');
    expect((await menuOf(noPlan, '2026-11-25'))[2].me).toMatchObject({ on: false, covered: false, price: 0 });
  });

  it("counts Silver's updates as the slots left off, in the meal's month: off-on-off is one, setting back gives it back", async () => {
    const student = await signUp(t.app);
    at(T0);
    await buyPlan(t.app, student, 'Silver');
    const answers: number[] = [];
    for (const on of [false, true, false, true, false]) {
      const res = await turn(student, '2026-11-26', 'breakfast', on);
      answers.push(res.json().updatesLeft);
    }
    expect(answers).toEqual([4, 5, 4, 5, 4]);
    expect((await turn(student, '2026-11-26', 'breakfast', false)).json()).toMatchObject({ on: false, updatesLeft: 4 });
    // Extra meals are not updates of the plan.
    expect((await turn(student, '2026-11-25', 'lunch', true)).json()).toMatchObject({ updatesLeft: null });
  });

  it('answers 409 to a change that would need a sixth update, and lets a skipped slot back on', async () => {
    const student = await signUp(t.app);
    at(T0);
    await buyPlan(t.app, student, 'Silver');
    for (const date of ['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']) {
      expect((await turn(student, date, 'breakfast', false)).statusCode).toBe(200);
    }
    const sixth = await turn(student, '2026-11-30', 'breakfast', false);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().code).toBe('UPDATES_USED');
    expect((await menuOf(student, '2026-11-30'))[0].me).toMatchObject({ on: true, updatesLeft: 0 });
    // Setting one back before its cutoff gives its update back, for another slot.
    expect((await turn(student, '2026-11-29', 'breakfast', true)).json()).toMatchObject({ on: true, updatesLeft: 1 });
    expect((await turn(student, '2026-11-30', 'breakfast', false)).json()).toMatchObject({ updatesLeft: 0 });
    // After the cutoff nothing comes back: the slot keeps its update.
    at(CUTOFF);
    expect((await turn(student, '2026-11-25', 'breakfast', true)).statusCode).toBe(409);
    expect((await menuOf(student, '2026-11-26'))[0].me).toMatchObject({ updatesLeft: 0 });
    // A meal of December uses December's updates, whenever it is changed.
    expect((await turn(student, '2026-12-01', 'breakfast', false)).json()).toMatchObject({ updatesLeft: 4 });
  });

  it("refuses, with 400, a date beyond the student's visible menu (no price of a menu they cannot see)", async () => {
    const platinum = await signUp(t.app);
    at(T0);
    await buyPlan(t.app, platinum, 'Platinum');
    // At T0 it is 2026-11-24 in Dhaka: the week ahead runs to 2026-11-30, Platinum's to 2026-12-07.
    expect((await turn(silver, '2026-11-30', 'breakfast', false)).statusCode).toBe(200);
    const beyond = await turn(silver, '2026-12-01', 'breakfast', false);
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toEqual({ error: MESS_ERRORS.notOnYourMenu, code: MESS_ERROR_CODES.notOnYourMenu });
    const extra = await turn(noPlan, '2026-12-01', 'lunch', true);
    expect(extra.statusCode).toBe(400);
    expect(extra.json().price).toBeUndefined();
    expect((await turn(platinum, '2026-12-07', 'dinner', false)).statusCode).toBe(200);
    expect((await turn(platinum, '2026-12-08', 'dinner', false)).statusCode).toBe(400);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/me/attendance/2026-11-26/breakfast',
      headers: silver.headers,
      payload: { on: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('allows 60 changes a minute per student, then 429 with Retry-After', async () => {
    const student = await signUp(t.app);
    const other = await signUp(t.app);
    at(T0);
    for (let i = 0; i < 60; i++) {
      const res = await turn(student, '2026-11-25', 'lunch', i % 2 === 0);
      expect(res.statusCode, `change ${i + 1}`).toBe(200);
    }
    const limited = await turn(student, '2026-11-25', 'lunch', true);
    expect(limited.statusCode).toBe(429);
    expect(typeof limited.json().error).toBe('string');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The limit is the student's own.
    expect((await turn(other, '2026-11-25', 'lunch', true)).statusCode).toBe(200);
  });

  it('keeps in the change log only the counted changes; the slot keeps its last change', async () => {
    const student = await signUp(t.app);
    at(T0);
    await buyPlan(t.app, student, 'Silver');
    for (const on of [true, false, true, false]) await turn(student, '2026-11-25', 'lunch', on);
    for (const on of [false, true]) await turn(student, '2026-11-26', 'breakfast', on);
    const log = await t.db
      .select({ date: attendanceChanges.date, slot: attendanceChanges.slot, on: attendanceChanges.on })
      .from(attendanceChanges)
      .where(eq(attendanceChanges.userId, student.id));
    expect(log).toEqual([
      { date: '2026-11-26', slot: 'breakfast', on: false },
      { date: '2026-11-26', slot: 'breakfast', on: true },
    ]);
    const rows = await t.db
      .select({ date: attendance.date, slot: attendance.slot, on: attendance.on })
      .from(attendance)
      .where(eq(attendance.userId, student.id))
      .orderBy(attendance.date);
    expect(rows).toEqual([
      { date: '2026-11-25', slot: 'lunch', on: false },
      { date: '2026-11-26', slot: 'breakfast', on: true },
    ]);
  });
});
