import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMeal } from '../../../test/factories.ts';
import { buyPlan } from '../../../test/plans.ts';
import { signUp, type TestSession } from '../../../test/sessions.ts';
import { useTestApp } from '../../../test/test-app.ts';
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
      { on: true, covered: true, price: 0 },
      { on: false, covered: false, price: 12000 },
      { on: false, covered: false, price: 0 },
    ]);
    expect((await menuOf(noPlan, '2026-11-25'))[0].me).toEqual({ on: false, covered: false, price: 7550 });
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
      updatesLeft: 4,
    });
    expect((await menuOf(silver, '2026-11-25'))[0].me).toEqual({ on: false, covered: true, price: 0 });
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
    expect((await menuOf(noPlan, '2026-11-25'))[2].me).toEqual({ on: false, covered: false, price: 0 });
  });

  it("counts Silver's five updates a month on covered slots only; a change to the same state is free", async () => {
    const student = await signUp(t.app);
    at(T0);
    await buyPlan(t.app, student, 'Silver');
    const answers: number[] = [];
    for (const on of [false, true, false, true, false]) {
      const res = await turn(student, '2026-11-26', 'breakfast', on);
      answers.push(res.json().updatesLeft);
    }
    expect(answers).toEqual([4, 3, 2, 1, 0]);
    expect((await turn(student, '2026-11-26', 'breakfast', false)).json()).toMatchObject({ on: false, updatesLeft: 0 });
    const sixth = await turn(student, '2026-11-26', 'breakfast', true);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().code).toBe('UPDATES_USED');
    // Extra meals are not updates of the plan.
    expect((await turn(student, '2026-11-25', 'lunch', true)).statusCode).toBe(200);
    // A new month in Dhaka starts a new count (00:30 on 1 December there).
    at(Date.parse('2026-11-30T18:30:00Z'));
    expect((await turn(student, '2026-12-05', 'breakfast', false)).json()).toMatchObject({ updatesLeft: 4 });
  });

  it('refuses a date more than 60 days ahead and a bad body', async () => {
    at(T0);
    const far = await turn(silver, '2027-01-23', 'breakfast', false);
    expect(far.json().code).toBe('TOO_FAR_AHEAD');
    expect((await turn(silver, '2027-01-22', 'breakfast', false)).statusCode).toBe(200);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/me/attendance/2026-11-26/breakfast',
      headers: silver.headers,
      payload: { on: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
