import type { MessSettings } from '@hostel/contract/mess';
import { PLAN_COVERAGE, SILVER_MONTHLY_UPDATES } from '@hostel/contract/mess-constants';
import type { MyPlan } from '@hostel/contract/my-plan';
import type { Db } from '../../db/client.ts';
import { monthAround, updatesUsed } from '../mess/attendance.queries.ts';
import { dateIn } from '../mess/mess-time.ts';
import { coverageSpans } from './cover-and-choices.queries.ts';
import { spanAt } from './coverage.ts';
import { runningPeriods, syncBadge } from './plan-periods.queries.ts';
import { invitationsOf, membershipOf, roomOf } from './roommates.queries.ts';

/** `GET /api/me/plan`: the plan in force and everything about it the student may act on. */
export async function myPlan(db: Db, settings: MessSettings, userId: string, at: Date): Promise<MyPlan> {
  const [spans, periods, roommates, invitations, membershipId, used, { badge }] = await Promise.all([
    coverageSpans(db, userId, at, new Date(at.getTime() + 1)),
    runningPeriods(db, userId, at),
    roomOf(db, userId),
    invitationsOf(db, userId),
    membershipOf(db, userId),
    updatesUsed(db, userId, dateIn(settings.timeZone, at).slice(0, 7)),
    // A period that ended since the last sweep shows here at once.
    syncBadge(db, userId, at),
  ]);
  const span = spanAt(spans, at);
  let periodEnd = span?.endsAt ?? null;
  if (span?.source === 'own') {
    // Renewals follow one another: the run in force ends where the last joined period does.
    for (const period of periods) {
      if (periodEnd && period.startsAt.getTime() === periodEnd.getTime()) periodEnd = period.endsAt;
    }
  }
  const plan = span?.plan ?? null;
  return {
    plan,
    badge,
    periodStart: span?.startsAt.toISOString() ?? null,
    periodEnd: periodEnd?.toISOString() ?? null,
    covers: plan ? [...PLAN_COVERAGE[plan]] : [],
    source: span?.source ?? null,
    sharedBy: span?.sharedBy ?? null,
    membershipId,
    periods: periods.map((p) => ({ plan: p.plan, startsAt: p.startsAt.toISOString(), endsAt: p.endsAt.toISOString() })),
    roommates,
    invitations,
    updates: {
      month: monthAround(settings.timeZone, at).month,
      used,
      limit: plan === 'Silver' && span?.source === 'own' ? SILVER_MONTHLY_UPDATES : null,
    },
  };
}
