import type { MealSlot } from '@hostel/contract/mess';
import { PLAN_COVERAGE, PLAN_PERIOD_DAYS } from '@hostel/contract/mess-constants';
import { PLANS, type PlanName } from '@hostel/contract/plans';

/**
 * Who covers a student's slot (decision 85), as pure functions over the spans a student's plans
 * give: their own periods, and a room-mate's Platinum periods while they share its room.
 */

export interface CoverageSpan {
  plan: PlanName;
  startsAt: Date;
  endsAt: Date;
  source: 'own' | 'roommate';
  /** The Platinum buyer's name, for a shared span. */
  sharedBy: string | null;
  /** The payments an own span was paid by (its time, and its upgrade): a refund voids its rebates. */
  paidBy?: readonly string[];
}

export const PERIOD_MS = PLAN_PERIOD_DAYS * 86_400_000;

export const planRank = (plan: string | null | undefined): number =>
  plan ? PLANS.findIndex((p) => p.name === plan) + 1 : 0;

export const planCovers = (plan: PlanName, slot: MealSlot): boolean =>
  (PLAN_COVERAGE[plan] as readonly MealSlot[]).includes(slot);

/** Plan price in poisha. */
export const planPrice = (plan: PlanName): number => (PLANS.find((p) => p.name === plan)?.price ?? 0) * 100;

/**
 * What one covered slot of a plan is worth, in poisha: the price over the slots a period covers
 * (Silver ৳3000 / 30 breakfasts = ৳100; Gold ৳6000 / 60 = ৳100; Platinum ৳9900 / 90 = ৳110).
 */
export const slotValue = (plan: PlanName): number =>
  Math.floor(planPrice(plan) / (PLAN_PERIOD_DAYS * PLAN_COVERAGE[plan].length));

/** What skipping one covered slot of a plan earns at a rebate percent, in poisha (the bill's and the menu's one figure). */
export const skipRebate = (plan: PlanName, rebatePercent: number): number =>
  Math.floor((slotValue(plan) * rebatePercent) / 100);

const contains = (span: CoverageSpan, instant: number) =>
  span.startsAt.getTime() <= instant && instant < span.endsAt.getTime();

/** The highest plan in force at `instant` (own first among equals), or null. */
export function spanAt(spans: readonly CoverageSpan[], instant: Date): CoverageSpan | null {
  const at = instant.getTime();
  let best: CoverageSpan | null = null;
  for (const span of spans) {
    if (!contains(span, at)) continue;
    const better =
      !best ||
      planRank(span.plan) > planRank(best.plan) ||
      (planRank(span.plan) === planRank(best.plan) && span.source === 'own' && best.source !== 'own');
    if (better) best = span;
  }
  return best;
}

/**
 * The span that covers this slot (starting at `startsAt`), or null: a slot is covered by the plan in
 * force when it starts, if that plan was already held at the slot's cutoff (issue 26, decision 113):
 * a plan bought after the cutoff covers from the next slot whose cutoff is ahead, so a count already
 * frozen never changes. A span that carries on one held at the cutoff (a renewal, an upgrade's rest)
 * is held. Without `cutoffAt`, the slot's start stands for it.
 */
export function coveringSpan(
  spans: readonly CoverageSpan[],
  slot: MealSlot,
  startsAt: Date,
  cutoffAt: Date = startsAt,
): CoverageSpan | null {
  const at = startsAt.getTime();
  const cutoff = cutoffAt.getTime();
  const heldAtCutoff = (span: CoverageSpan) =>
    span.startsAt.getTime() <= cutoff ||
    spans.some(
      (before) =>
        before !== span &&
        planCovers(before.plan, slot) &&
        contains(before, cutoff) &&
        before.endsAt.getTime() >= span.startsAt.getTime(),
    );
  let best: CoverageSpan | null = null;
  for (const span of spans) {
    if (!contains(span, at) || !planCovers(span.plan, slot) || !heldAtCutoff(span)) continue;
    if (!best || (span.source === 'own' && best.source !== 'own') || planRank(span.plan) > planRank(best.plan)) {
      best = span;
    }
  }
  return best;
}
