import type { PlanName } from '@hostel/contract/plans';
import { and, asc, eq, gt, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { planPeriods } from '../../db/schema/plans.ts';
import { users } from '../../db/schema/users.ts';
import { spanAt } from './coverage.ts';
import { type OwnPeriod, type Quote, quotePlan } from './plan-quote.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Db | Tx;

/** A student's own periods that end after `at`, in order. */
export async function runningPeriods(db: Reader, userId: string, at: Date): Promise<OwnPeriod[]> {
  const rows = await db
    .select({
      id: planPeriods.id,
      plan: planPeriods.planName,
      startsAt: planPeriods.startsAt,
      endsAt: planPeriods.endsAt,
    })
    .from(planPeriods)
    .where(and(eq(planPeriods.userId, userId), gt(planPeriods.endsAt, at)))
    .orderBy(asc(planPeriods.startsAt));
  return rows;
}

export async function quoteFor(db: Reader, userId: string, plan: PlanName, at: Date): Promise<Quote> {
  return quotePlan(await runningPeriods(db, userId, at), plan, at);
}

/**
 * Gives a recorded plan payment its time (in the payment's transaction, the payer's row locked):
 * a new or later period, or the upgrade of the periods still to run. Answers false when the quote
 * the payment was made for no longer holds (the plan changed meanwhile, or the time would run past
 * PLAN_PREPAY_MAX_DAYS ahead): the money is then credit on the bill, never lost.
 */
export async function applyPlanPayment(
  tx: Tx,
  p: { userId: string; plan: PlanName; upgrade: boolean; paymentId: string; amount: number; at: Date },
): Promise<boolean> {
  const quote = await quoteFor(tx, p.userId, p.plan, p.at);
  if ((quote.kind === 'upgrade') !== p.upgrade) return false;
  if (quote.kind !== 'upgrade') {
    // The 90 days ahead hold when the time is given, not only when it was quoted: intents quoted
    // together and paid one after the other would otherwise each add 30 days (issue 25).
    if (quote.amount !== p.amount || !quote.allowed) return false;
    await tx.insert(planPeriods).values({
      userId: p.userId,
      planName: p.plan,
      startsAt: quote.startsAt,
      endsAt: quote.endsAt,
      paymentId: p.paymentId,
    });
    return true;
  }
  // Time passing only lowers an upgrade's price; a higher one means more to raise than was paid for.
  if (quote.amount > p.amount) return false;
  await raisePeriods(tx, p.userId, quote, p.paymentId, p.at);
  return true;
}

async function raisePeriods(tx: Tx, userId: string, quote: Quote, upgradePaymentId: string, at: Date) {
  for (const period of quote.raises) {
    if (period.startsAt < at) {
      // The part already used keeps its plan; the rest becomes a period of the new plan.
      const [old] = await tx
        .update(planPeriods)
        .set({ endsAt: at })
        .where(eq(planPeriods.id, period.id))
        .returning({ paymentId: planPeriods.paymentId, upgradePaymentId: planPeriods.upgradePaymentId });
      await tx.insert(planPeriods).values({
        userId,
        planName: quote.plan,
        startsAt: at,
        endsAt: period.endsAt,
        paymentId: old?.paymentId ?? null,
        upgradePaymentId,
        upgradedFrom: period.plan,
        priorUpgradePaymentId: old?.upgradePaymentId ?? null,
      });
    } else {
      // SET reads the row as it was: what it is now becomes what a refund of this upgrade puts back.
      await tx
        .update(planPeriods)
        .set({
          planName: quote.plan,
          upgradePaymentId,
          upgradedFrom: sql`${planPeriods.planName}`,
          priorUpgradePaymentId: sql`${planPeriods.upgradePaymentId}`,
        })
        .where(eq(planPeriods.id, period.id));
    }
  }
}

/**
 * A whole upgrade payment given back (issue 26): the periods it raised return to the plan they had
 * and to the upgrade before it, keeping their time (the time was paid by another payment). A
 * period raised before migration 0032 by an upgrade of an upgrade has no plan to return to; it ends
 * as a refunded period does. Answers the students whose cover changed.
 */
export async function revertUpgradePaidBy(tx: Tx, paymentId: string, at: Date): Promise<string[]> {
  const reverted = await tx
    .update(planPeriods)
    .set({
      planName: sql`${planPeriods.upgradedFrom}`,
      upgradePaymentId: sql`${planPeriods.priorUpgradePaymentId}`,
      upgradedFrom: null,
      priorUpgradePaymentId: null,
    })
    .where(and(eq(planPeriods.upgradePaymentId, paymentId), isNotNull(planPeriods.upgradedFrom)))
    .returning({ userId: planPeriods.userId });
  const ended = await endPeriodsPaidBy(tx, paymentId, at);
  return [...new Set([...reverted.map((r) => r.userId), ...ended])];
}

/**
 * Sets a student's badge and subscription to their own plan in force at `at` (bronze and none
 * without one): the spec's badge is the plan's tier (decision 83).
 */
export async function syncBadge(
  db: Reader,
  userId: string,
  at: Date,
): Promise<{ badge: string; subscription: string | null }> {
  const own = await db
    .select({ plan: planPeriods.planName, startsAt: planPeriods.startsAt, endsAt: planPeriods.endsAt })
    .from(planPeriods)
    .where(and(eq(planPeriods.userId, userId), gt(planPeriods.endsAt, at)));
  const span = spanAt(
    own.map((p) => ({ ...p, source: 'own' as const, sharedBy: null })),
    at,
  );
  const subscription = span?.plan ?? null;
  const badge = subscription ? subscription.toLowerCase() : 'bronze';
  await db
    .update(users)
    .set({ badge: badge as 'bronze', subscription, updatedAt: at })
    .where(
      and(
        eq(users.id, userId),
        or(sql`${users.badge} is distinct from ${badge}`, sql`${users.subscription} is distinct from ${subscription}`),
      ),
    );
  return { badge, subscription };
}

/**
 * Ends, at `at`, every period a payment paid for in part (its time or its plan): a full refund or a
 * dispute. Each keeps the end it was paid for (`paidUntil`), which marks its rebates void and which
 * a dispute the hostel wins puts back.
 */
export async function endPeriodsPaidBy(tx: Tx, paymentId: string, at: Date): Promise<string[]> {
  const ended = await tx
    .update(planPeriods)
    .set({
      paidUntil: sql`coalesce(${planPeriods.paidUntil}, ${planPeriods.endsAt})`,
      endsAt: sql`greatest(${planPeriods.startsAt}, least(${planPeriods.endsAt}, ${at.toISOString()}::timestamptz))`,
    })
    .where(or(eq(planPeriods.paymentId, paymentId), eq(planPeriods.upgradePaymentId, paymentId)))
    .returning({ userId: planPeriods.userId });
  return [...new Set(ended.map((r) => r.userId))];
}

/** Puts back the periods a payment paid for, as they were paid for: the hostel won its dispute. */
export async function restorePeriodsPaidBy(tx: Tx, paymentId: string): Promise<string[]> {
  const restored = await tx
    .update(planPeriods)
    .set({ endsAt: sql`${planPeriods.paidUntil}`, paidUntil: null })
    .where(
      and(
        or(eq(planPeriods.paymentId, paymentId), eq(planPeriods.upgradePaymentId, paymentId)),
        isNotNull(planPeriods.paidUntil),
      ),
    )
    .returning({ userId: planPeriods.userId });
  return [...new Set(restored.map((r) => r.userId))];
}
