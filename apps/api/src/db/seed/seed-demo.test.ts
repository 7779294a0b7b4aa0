import { PLANS } from '@hostel/contract/plans';
import { eq, gt, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { payments } from '../schema/payments.ts';
import { planPeriods } from '../schema/plans.ts';
import { reviews } from '../schema/reviews.ts';
import { users } from '../schema/users.ts';
import { seedDemo } from './seed-demo.ts';

/** Issue 26: the demo's plans are paid for, through the code that records a real payment. */
const t = useTestApp();

describe('the demo seed', () => {
  it('gives every plan a succeeded payment of its price, each holder the badge it pays for, and dates nothing after now', async () => {
    const now = new Date('2026-11-20T06:00:00Z');
    await seedDemo(t.db, now);
    const holders = await t.db.select().from(users).where(ne(users.badge, 'bronze'));
    expect(holders.length).toBeGreaterThan(0);
    const periods = await t.db
      .select({ userId: planPeriods.userId, plan: planPeriods.planName, payment: payments })
      .from(planPeriods)
      .leftJoin(payments, eq(payments.id, planPeriods.paymentId));
    expect(periods).toHaveLength(holders.length);
    for (const period of periods) {
      const price = (PLANS.find((p) => p.name === period.plan)?.price ?? 0) * 100;
      expect(period.payment).toMatchObject({
        userId: period.userId,
        status: 'succeeded',
        amount: price,
        applied: true,
      });
      const holder = holders.find((h) => h.id === period.userId);
      expect(holder?.badge).toBe(period.plan.toLowerCase());
      expect(holder?.subscription).toBe(period.plan);
    }
    expect(periods.some((p) => p.plan === 'Platinum')).toBe(true);
    // No review dated after now: a review from the future sorts above one written today.
    expect(await t.db.select().from(reviews).where(gt(reviews.createdAt, now))).toEqual([]);
    expect((await t.db.select().from(reviews)).length).toBeGreaterThan(0);
  });
});
