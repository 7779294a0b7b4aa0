import { MESS_ERROR_CODES, MESS_ERRORS } from '@hostel/contract/mess-constants';
import { and, count, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMeal } from '../../../test/factories.ts';
import { buyPlan } from '../../../test/plans.ts';
import { signUp, type TestSession } from '../../../test/sessions.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { attendance } from '../../db/schema/plans.ts';
import { resetClock, setClock } from '../../lib/clock.ts';

// Issue 26, one dish per slot. At T0 it is 2026-11-24 10:00 in Dhaka; the lunches below are ahead.
const t = useTestApp();
const T0 = Date.parse('2026-11-24T04:00:00Z');
const at = (ms: number) => setClock(() => new Date(ms));

let admin: TestSession;
let dal: string;
let fish: string;
let khichuri: string;

const setMenu = (date: string, slot: string, mealIds: string[]) =>
  t.app.inject({ method: 'PUT', url: `/api/menu/${date}/${slot}`, headers: admin.headers, payload: { mealIds } });
const turn = (who: TestSession, date: string, slot: string, body: object) =>
  t.app.inject({ method: 'PUT', url: `/api/me/attendance/${date}/${slot}`, headers: who.headers, payload: body });
const slotOf = async (who: TestSession, date: string, slot: string) => {
  const items = (
    await t.app.inject({ url: `/api/menu?from=${date}&to=${date}`, headers: { cookie: who.cookie } })
  ).json().items as { slot: string; me: Record<string, unknown> }[];
  return items.find((i) => i.slot === slot)?.me;
};
const billOf = async (who: TestSession, month: string) =>
  (await t.app.inject({ url: `/api/me/bill?month=${month}`, headers: { cookie: who.cookie } })).json();

beforeAll(async () => {
  admin = await signUp(t.app, { role: 'admin' });
  dal = (await createMeal(t.db, { title: 'Dal bhat', price: '60' })).id;
  fish = (await createMeal(t.db, { title: 'Fish curry', price: '85' })).id;
  khichuri = (await createMeal(t.db, { title: 'Khichuri', price: '70' })).id;
  at(T0);
  for (const date of ['2026-11-25', '2026-11-26', '2026-11-27']) {
    expect((await setMenu(date, 'lunch', [dal, fish])).statusCode).toBe(200);
  }
  resetClock();
});
afterEach(resetClock);

describe('one dish per slot', () => {
  it('prices an extra meal at the chosen dish, the first by default, never the sum of the alternatives', async () => {
    const student = await signUp(t.app);
    at(T0);
    expect(await slotOf(student, '2026-11-25', 'lunch')).toMatchObject({ on: false, mealId: dal, price: 6000 });
    const first = await turn(student, '2026-11-25', 'lunch', { on: true });
    expect(first.json()).toMatchObject({ on: true, covered: false, mealId: dal, price: 6000 });
    const chosen = await turn(student, '2026-11-26', 'lunch', { on: true, mealId: fish });
    expect(chosen.json()).toMatchObject({ on: true, mealId: fish, price: 8500 });
    expect(await slotOf(student, '2026-11-26', 'lunch')).toMatchObject({ on: true, mealId: fish, price: 8500 });
    // Changing the dish of an ordered meal changes its price; the bill charges one dish per slot.
    expect((await turn(student, '2026-11-25', 'lunch', { on: true, mealId: fish })).json()).toMatchObject({
      price: 8500,
    });
    at(Date.parse('2026-11-28T04:00:00Z'));
    const extras = (await billOf(student, '2026-11')).lines.filter((l: { kind: string }) => l.kind === 'extra');
    expect(extras.map((l: { amount: number }) => l.amount)).toEqual([8500, 8500]);
  });

  it('answers 400 for a dish that is not on the slot, and changes nothing', async () => {
    const student = await signUp(t.app);
    at(T0);
    const wrong = await turn(student, '2026-11-25', 'lunch', { on: true, mealId: khichuri });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: MESS_ERRORS.dishNotOnSlot, code: MESS_ERROR_CODES.dishNotOnSlot });
    expect((await turn(student, '2026-11-25', 'lunch', { on: true, mealId: 'not-a-uuid' })).statusCode).toBe(400);
    expect(await slotOf(student, '2026-11-25', 'lunch')).toMatchObject({ on: false, mealId: dal });
  });

  it('uses no Silver update for a change of dish', async () => {
    const silver = await signUp(t.app);
    at(T0);
    await buyPlan(t.app, silver, 'Silver');
    // Silver covers breakfast only: give breakfast two dishes.
    await setMenu('2026-11-25', 'breakfast', [dal, fish]);
    for (const mealId of [fish, dal, fish]) {
      const res = await turn(silver, '2026-11-25', 'breakfast', { on: true, mealId });
      expect(res.json()).toMatchObject({ on: true, covered: true, price: 0, mealId, updatesLeft: 5 });
    }
    // Skipping is the update; choosing a dish while skipped is not another.
    expect((await turn(silver, '2026-11-25', 'breakfast', { on: false })).json()).toMatchObject({ updatesLeft: 4 });
    expect((await turn(silver, '2026-11-25', 'breakfast', { on: false, mealId: dal })).json()).toMatchObject({
      mealId: dal,
      updatesLeft: 4,
    });
    expect(await slotOf(silver, '2026-11-25', 'breakfast')).toMatchObject({ on: false, mealId: dal, updatesLeft: 4 });
  });

  it('falls back to the default dish, at its price, when the admin removes the chosen one', async () => {
    const student = await signUp(t.app);
    at(T0);
    expect((await turn(student, '2026-11-27', 'lunch', { on: true, mealId: fish })).json().price).toBe(8500);
    // The admin takes the fish off and puts khichuri first: the student eats khichuri, at ৳70.
    expect((await setMenu('2026-11-27', 'lunch', [khichuri, dal])).statusCode).toBe(200);
    expect(await slotOf(student, '2026-11-27', 'lunch')).toMatchObject({ on: true, mealId: khichuri, price: 7000 });
    const [row] = await t.db
      .select({ mealId: attendance.mealId, price: attendance.price })
      .from(attendance)
      .where(and(eq(attendance.userId, student.id), eq(attendance.date, '2026-11-27')));
    expect(row).toEqual({ mealId: khichuri, price: 7000 });
    // The kitchen's count per dish is one query over the stored choices.
    const counts = await t.db
      .select({ mealId: attendance.mealId, n: count() })
      .from(attendance)
      .where(and(eq(attendance.date, '2026-11-27'), eq(attendance.slot, 'lunch'), eq(attendance.on, true)))
      .groupBy(attendance.mealId);
    expect(counts).toContainEqual({ mealId: khichuri, n: 1 });
  });
});
