import { CLOSE_MONTH_ERROR_CODES, CLOSE_MONTH_ERRORS, type ClosedMonth } from '@hostel/contract/bills';
import { addMonths } from '@hostel/contract/calendar-date';
import type { MessSettings } from '@hostel/contract/mess';
import { and, eq, isNotNull, max, min } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { billStatements, closedMonths } from '../../db/schema/bills.ts';
import { messSettings } from '../../db/schema/mess.ts';
import { payments } from '../../db/schema/payments.ts';
import { attendance, planPeriods } from '../../db/schema/plans.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { dateIn } from '../mess/mess-time.ts';
import { openMonthBills } from './bills.queries.ts';
import { lastClosedMonth } from './kept-statements.ts';

/** The month of the first thing billed (a choice, a payment, a plan), or null when nothing was. */
async function firstBilledMonth(db: Db, timeZone: string): Promise<string | null> {
  const [[choice], [paid], [plan]] = await Promise.all([
    db.select({ first: min(attendance.date) }).from(attendance),
    db
      .select({ first: min(payments.createdAt) })
      .from(payments)
      .where(and(isNotNull(payments.userId), eq(payments.status, 'succeeded'))),
    db.select({ first: min(planPeriods.startsAt) }).from(planPeriods),
  ]);
  const months = [
    choice?.first?.slice(0, 7),
    paid?.first ? dateIn(timeZone, paid.first).slice(0, 7) : undefined,
    plan?.first ? dateIn(timeZone, plan.first).slice(0, 7) : undefined,
  ].filter((m): m is string => Boolean(m));
  return months.length > 0 ? (months.sort()[0] ?? null) : null;
}

const refuse = (status: number, why: keyof typeof CLOSE_MONTH_ERRORS) =>
  new HttpError(status, CLOSE_MONTH_ERRORS[why], CLOSE_MONTH_ERROR_CODES[why]);

/**
 * Closes a month (decision 112): only one that has ended (400), oldest first (409: the month after
 * the last closed, or, before any, none later than the first billed month), once (409). Each
 * student's bill is kept as a statement, with the correction line the month carried.
 */
export async function closeMonth(
  db: Db,
  p: { settings: MessSettings; month: string; now: Date; closedBy: string },
): Promise<ClosedMonth> {
  const thisMonth = dateIn(p.settings.timeZone, p.now).slice(0, 7);
  if (p.month >= thisMonth) throw refuse(400, 'notEnded');
  const last = await lastClosedMonth(db);
  if (last && p.month <= last) throw refuse(409, 'alreadyClosed');
  if (last && p.month !== addMonths(last, 1)) throw refuse(409, 'notOldest');
  if (!last) {
    const first = await firstBilledMonth(db, p.settings.timeZone);
    if (first && p.month > first) throw refuse(409, 'notOldest');
  }
  const bills = await openMonthBills(db, p.settings, p.month, p.now, last);
  await db.transaction(async (tx) => {
    // Closes take turns on the hostel's anchor row: two at once cannot both pass the checks above.
    await tx.select({ id: messSettings.id }).from(messSettings).where(eq(messSettings.id, 1)).for('update');
    const [again] = await tx.select({ month: max(closedMonths.month) }).from(closedMonths);
    if ((again?.month ?? null) !== last) throw refuse(409, again?.month === p.month ? 'alreadyClosed' : 'notOldest');
    await tx.insert(closedMonths).values({ month: p.month, closedAt: p.now, closedBy: p.closedBy });
    // Batches stay far below PostgreSQL's 65,535 parameters a statement.
    for (let i = 0; i < bills.length; i += 1000) {
      await tx.insert(billStatements).values(
        bills.slice(i, i + 1000).map(({ row, bill }) => ({
          month: p.month,
          userId: row.userId,
          bill: { ...bill, closed: true },
          row: {
            plan: row.plan,
            roommateOf: row.roommateOf,
            openingBalance: row.openingBalance,
            charges: row.charges,
            guests: row.guests,
            fines: row.fines,
            adjustments: row.adjustments,
            rebates: row.rebates,
            payments: row.payments,
            due: row.due,
          },
        })),
      );
    }
  });
  return { month: p.month, closedAt: p.now.toISOString(), statements: bills.length };
}
