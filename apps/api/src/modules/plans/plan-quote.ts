import { PLAN_PREPAY_MAX_DAYS } from '@hostel/contract/mess-constants';
import type { PlanQuote } from '@hostel/contract/my-plan';
import type { PlanName } from '@hostel/contract/plans';
import { PERIOD_MS, planPrice, planRank } from './coverage.ts';

export interface OwnPeriod {
  id: string;
  plan: PlanName;
  startsAt: Date;
  endsAt: Date;
}

const DAY_MS = 86_400_000;

export interface Quote {
  plan: PlanName;
  kind: PlanQuote['kind'];
  amount: number;
  startsAt: Date;
  endsAt: Date;
  /** Own periods an upgrade raises (those ending after now, below the plan). */
  raises: OwnPeriod[];
  /** False when paid-for time would run more than PLAN_PREPAY_MAX_DAYS ahead. */
  allowed: boolean;
}

/**
 * What paying for `plan` at `at` buys (decision 84), given the student's own periods that end after
 * `at` (sorted by start):
 * - nothing in force: a new 30-day period from now, at the plan's price;
 * - a higher plan than the one in force: an upgrade of every lower period still to run, charged the
 *   difference of prices for the days left (rounded up to whole days, down to the poisha), so the
 *   quote holds all day and the checkout and the confirmation agree;
 * - the same plan or a lower one: 30 days after the last paid-for day, at the plan's price.
 */
export function quotePlan(periods: readonly OwnPeriod[], plan: PlanName, at: Date): Quote {
  const now = at.getTime();
  const running = periods.filter((p) => p.endsAt.getTime() > now);
  const inForce = running.find((p) => p.startsAt.getTime() <= now) ?? null;
  if (inForce && planRank(plan) > planRank(inForce.plan)) {
    const raises = running.filter((p) => planRank(p.plan) < planRank(plan));
    let amount = 0;
    for (const period of raises) {
      const days = Math.ceil((period.endsAt.getTime() - Math.max(now, period.startsAt.getTime())) / DAY_MS);
      amount += Math.floor(((planPrice(plan) - planPrice(period.plan)) * days * DAY_MS) / PERIOD_MS);
    }
    const endsAt = new Date(Math.max(...raises.map((p) => p.endsAt.getTime())));
    return { plan, kind: 'upgrade', amount: Math.max(amount, 1), startsAt: at, endsAt, raises, allowed: true };
  }
  const lastEnd = running.length > 0 ? Math.max(...running.map((p) => p.endsAt.getTime())) : null;
  const startsAt = new Date(lastEnd ?? now);
  const endsAt = new Date(startsAt.getTime() + PERIOD_MS);
  const kind = lastEnd === null ? 'new' : inForce && inForce.plan === plan ? 'extend' : 'later';
  return {
    plan,
    kind,
    amount: planPrice(plan),
    startsAt,
    endsAt,
    raises: [],
    allowed: endsAt.getTime() - now <= PLAN_PREPAY_MAX_DAYS * DAY_MS,
  };
}
