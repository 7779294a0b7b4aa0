import { PLAN_ENDING_NOTICE_DAYS } from '@hostel/contract/mess-constants';
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mailQueue } from '../../db/schema/mail-queue.ts';
import { planPeriods } from '../../db/schema/plans.ts';
import { users } from '../../db/schema/users.ts';
import { now } from '../../lib/clock.ts';
import { type RepeatingTaskOptions, scheduleRepeatingTask } from '../../lib/repeating-task.ts';
import { planEndingMail } from '../mail/mail-messages.ts';
import { getMessSettings } from '../mess/mess-settings.queries.ts';
import { dateIn } from '../mess/mess-time.ts';
import { notifyPlanEnding } from '../notifications/notify-events.ts';
import { syncBadge } from './plan-periods.queries.ts';

const DAY_MS = 86_400_000;
/** A sweep looks this far back for periods that began or ended: a server down for a day still catches up. */
const LOOK_BACK_MS = 2 * DAY_MS;
const BATCH = 100;

/** Every badge whose period began or ended lately is set to the plan in force (decision 83). */
export async function sweepBadges(db: Db, at: Date): Promise<number> {
  const since = new Date(at.getTime() - LOOK_BACK_MS);
  const touched = await db
    .selectDistinct({ userId: planPeriods.userId })
    .from(planPeriods)
    .where(
      or(
        and(gt(planPeriods.endsAt, since), lte(planPeriods.endsAt, at)),
        and(gt(planPeriods.startsAt, since), lte(planPeriods.startsAt, at)),
      ),
    );
  for (const { userId } of touched) await syncBadge(db, userId, at);
  return touched.length;
}

/**
 * Tells each student whose paid-for time ends within PLAN_ENDING_NOTICE_DAYS, once, on the bell
 * and by mail (in their language, to a verified address). A period renewed by the next one is not
 * its end. Claimed with SKIP LOCKED and marked in the same transaction as the bell and the mail, so
 * several processes never tell twice and a crash never loses one.
 */
export async function sendPlanEndingReminders(db: Db, at: Date, publicUrl: string): Promise<number> {
  const settings = await getMessSettings(db);
  const horizon = new Date(at.getTime() + PLAN_ENDING_NOTICE_DAYS * DAY_MS);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: planPeriods.id,
        userId: planPeriods.userId,
        plan: planPeriods.planName,
        endsAt: planPeriods.endsAt,
        email: users.email,
        verified: users.emailVerified,
        language: users.language,
      })
      .from(planPeriods)
      .innerJoin(users, eq(users.id, planPeriods.userId))
      .where(
        and(
          isNull(planPeriods.remindedAt),
          gt(planPeriods.endsAt, at),
          lte(planPeriods.endsAt, horizon),
          sql`not exists (select 1 from plan_periods next where next.user_id = ${planPeriods.userId}
            and next.starts_at = ${planPeriods.endsAt} and next.ends_at > next.starts_at)`,
        ),
      )
      .limit(BATCH)
      .for('update', { of: planPeriods, skipLocked: true });
    for (const period of due) {
      const endsOn = dateIn(settings.timeZone, new Date(period.endsAt.getTime() - 1));
      await tx.update(planPeriods).set({ remindedAt: at }).where(eq(planPeriods.id, period.id));
      await notifyPlanEnding(tx as unknown as Db, { userId: period.userId, planName: period.plan, endsOn });
      if (!period.verified) continue;
      const mail = planEndingMail({
        language: period.language,
        to: period.email,
        planName: period.plan,
        endsOn,
        link: new URL('/user-dashboard', publicUrl).toString(),
      });
      await tx.insert(mailQueue).values({
        toAddress: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
        link: mail.link,
      });
    }
    return due.length;
  });
}

export interface PlanSweepOptions {
  firstAfterMs?: number;
  everyMs?: number;
}

/** Badges and reminders, every minute from shortly after start. */
export function schedulePlanSweeps(
  app: FastifyInstance,
  publicUrl: string,
  options: Partial<RepeatingTaskOptions> = {},
) {
  scheduleRepeatingTask(
    app,
    'sweeping plans',
    async () => {
      const at = now();
      await sweepBadges(app.db, at);
      const reminded = await sendPlanEndingReminders(app.db, at, publicUrl);
      if (reminded > 0) app.log.info({ reminded }, 'told students their plans end soon');
    },
    { firstAfterMs: 15_000, everyMs: 60_000, ...options },
  );
}
