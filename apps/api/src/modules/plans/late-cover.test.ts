import { afterEach, describe, expect, it } from 'vitest';
import { buyPlan } from '../../../test/plans.ts';
import { signUp, type TestSession } from '../../../test/sessions.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { resetClock, setClock } from '../../lib/clock.ts';

/**
 * A plan bought after a slot's cutoff covers from the next slot whose cutoff is ahead (issue 26,
 * decision 113). Dhaka: breakfast 07:00 (01:00Z), lunch 13:00, dinner 20:00; cutoff 3 hours before.
 */
const t = useTestApp();
const at = (when: string) => setClock(() => new Date(when));
afterEach(resetClock);

const get = (who: TestSession, url: string) => t.app.inject({ url, headers: { cookie: who.cookie } });
const covered = async (who: TestSession, date: string) => {
  const items = (await get(who, `/api/menu?from=${date}&to=${date}`)).json().items as {
    slot: string;
    me: { covered: boolean };
  }[];
  return Object.fromEntries(items.map((i) => [i.slot, i.me.covered]));
};

describe('a plan bought late', () => {
  it('does not cover the slot whose cutoff has passed; its 30 days still run from the payment', async () => {
    const late = await signUp(t.app, { name: 'Late Buyer' });
    at('2026-11-09T23:00:00Z'); // 05:00 on 10 November: breakfast's cutoff (04:00) has passed
    await buyPlan(t.app, late, 'Silver');
    expect(await covered(late, '2026-11-10')).toEqual({ breakfast: false, lunch: false, dinner: false });
    expect((await covered(late, '2026-11-11')).breakfast).toBe(true);
    const plan = (await get(late, '/api/me/plan')).json();
    expect(plan.periods).toEqual([
      { plan: 'Silver', startsAt: '2026-11-09T23:00:00.000Z', endsAt: '2026-12-09T23:00:00.000Z' },
    ]);
    // The kitchen's frozen count did not include 10 November's breakfast, nor does the bill.
    at('2026-11-12T04:00:00Z');
    const bill = (await get(late, '/api/me/bill?month=2026-11')).json();
    expect(bill.coveredMeals).toBe(2); // 11 and 12 November's breakfasts
  });

  it('an upgrade after dinner’s cutoff covers dinner from the next day; the plan held before keeps its slots', async () => {
    const upgrader = await signUp(t.app, { name: 'Late Upgrader' });
    at('2026-11-01T04:00:00Z');
    await buyPlan(t.app, upgrader, 'Gold');
    at('2026-11-10T12:00:00Z'); // 18:00 on 10 November: dinner's cutoff (17:00) has passed
    await buyPlan(t.app, upgrader, 'Platinum');
    expect(await covered(upgrader, '2026-11-10')).toEqual({ breakfast: true, lunch: true, dinner: false });
    expect(await covered(upgrader, '2026-11-11')).toEqual({ breakfast: true, lunch: true, dinner: true });
    // The same plan bought before the cutoff covers that very slot.
    const early = await signUp(t.app, { name: 'Early Buyer' });
    at('2026-11-10T10:00:00Z'); // 16:00, before dinner's cutoff
    await buyPlan(t.app, early, 'Platinum');
    expect((await covered(early, '2026-11-10')).dinner).toBe(true);
  });
});
