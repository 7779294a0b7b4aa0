import { addMonths } from '@hostel/contract/calendar-date';
import type { LeaveAnswer, LeaveRange, LeaveResult } from '@hostel/contract/leave';
import { ATTENDANCE_AHEAD_DAYS, MEAL_SLOTS, type MealSlot, type MessSettings } from '@hostel/contract/mess';
import { and, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { attendance, attendanceChanges } from '../../db/schema/plans.ts';
import { users } from '../../db/schema/users.ts';
import { type AttendanceRow, cappedRebates, earnsRebate } from '../bills/bill.ts';
import { coverageSpans } from '../plans/cover-and-choices.queries.ts';
import { type CoverageSpan, coveringSpan } from '../plans/coverage.ts';
import { dishOf, slotDishes, type Tx } from './attendance.queries.ts';
import { addDays, dateIn, datesBetween, instantAt, slotTimes } from './mess-time.ts';
import { type RuleBook, rulesOn } from './rule-book.ts';
import { updatesLeftOf, usesSilverUpdate } from './silver-updates.ts';

interface Row extends AttendanceRow {
  mealId: string | null;
  onLeave: boolean;
}

interface Context {
  /** The hostel's rules over time: each slot is timed and rebated under its date's (decision 110). */
  book: RuleBook;
  /** The rules in force now: the hostel's zone for today. */
  settings: MessSettings;
  userId: string;
  /** The last date the student may change (their visible menu, and the days ahead a change may be). */
  lastDate: string;
  at: Date;
  dryRun: boolean;
}

const key = (date: string, slot: MealSlot) => `${date}/${slot}`;

/**
 * The rebates a month's rows earn by the bill's own rule (earnsRebate, cappedRebates), in poisha:
 * the leave's rebate is this after the leave less this before.
 */
function monthRebates(ctx: Context, spans: readonly CoverageSpan[], rows: Iterable<Row>): Map<string, number> {
  const skipped = new Map<string, { date: string; slot: MealSlot; span: CoverageSpan }[]>();
  for (const row of rows) {
    const times = slotTimes(rulesOn(ctx.book, row.date), row.date, row.slot);
    const span = coveringSpan(spans, row.slot, times.startsAt, times.cutoffAt);
    if (!earnsRebate(row, span)) continue;
    const list = skipped.get(row.date.slice(0, 7)) ?? [];
    list.push({ date: row.date, slot: row.slot, span });
    skipped.set(row.date.slice(0, 7), list);
  }
  const totals = new Map<string, number>();
  for (const [month, list] of skipped) {
    const earned = cappedRebates(list, (date) => rulesOn(ctx.book, date));
    totals.set(
      month,
      earned.reduce((sum, r) => sum + r.amount, 0),
    );
  }
  return totals;
}

const totalOf = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);

/**
 * A leave (issue 26; decision in docs/decisions): every slot of `from`–`to` off, or (`undo`) the
 * slots a leave turned off back on, each by the rules of a single change (cutoff, the dates the
 * student may change, Silver's updates of the meal's month: silver-updates.ts), in one transaction.
 * An undo restores only slots still marked as the leave's and still covered: a slot no plan covers
 * would be an extra meal ordered and charged, which an undo never does. A dry run answers the same
 * list and rebate and writes nothing.
 */
export async function applyLeave(db: Db, ctx: Context, range: LeaveRange, undo: boolean): Promise<LeaveAnswer> {
  const { settings, userId } = ctx;
  const firstMonth = range.from.slice(0, 7);
  const next = `${addMonths(range.to.slice(0, 7), 1)}-01`;
  // The cover of the whole months touched: the cap of a month's rebates counts its other slots too.
  const spans = await coverageSpans(
    db,
    userId,
    instantAt(`${firstMonth}-01`, '00:00', settings.timeZone),
    instantAt(addDays(next, 1), '00:00', settings.timeZone),
  );
  const lastDate =
    ctx.lastDate < addDays(dateIn(settings.timeZone, ctx.at), ATTENDANCE_AHEAD_DAYS - 1)
      ? ctx.lastDate
      : addDays(dateIn(settings.timeZone, ctx.at), ATTENDANCE_AHEAD_DAYS - 1);
  const run = async (tx: Tx): Promise<LeaveAnswer> => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const stored = await tx
      .select({
        date: attendance.date,
        slot: attendance.slot,
        on: attendance.on,
        price: attendance.price,
        counted: attendance.counted,
        mealId: attendance.mealId,
        onLeave: attendance.onLeave,
      })
      .from(attendance)
      .where(and(eq(attendance.userId, userId), gte(attendance.date, `${firstMonth}-01`), lt(attendance.date, next)));
    const rows = new Map(stored.map((r) => [key(r.date, r.slot), r as Row]));
    const before = monthRebates(ctx, spans, rows.values());
    // Silver's updates used per month, by the one rule, kept current as the leave goes.
    const used = new Map<string, number>();
    for (const r of rows.values()) {
      if (usesSilverUpdate(r)) used.set(r.date.slice(0, 7), (used.get(r.date.slice(0, 7)) ?? 0) + 1);
    }
    const slots: LeaveAnswer['slots'] = [];
    for (const date of datesBetween(range.from, range.to)) {
      for (const slot of MEAL_SLOTS) {
        const times = slotTimes(rulesOn(ctx.book, date), date, slot);
        const row = rows.get(key(date, slot));
        const span = coveringSpan(spans, slot, times.startsAt, times.cutoffAt);
        const result = ((): LeaveResult => {
          if (date > lastDate) return 'not-visible';
          if (ctx.at >= times.cutoffAt) return 'too-late';
          const current = row?.on ?? span !== null;
          if (undo) {
            // Only the leave's own slots, and never an extra meal: an uncovered slot stays off.
            if (!row?.onLeave || row.on || span === null) return 'unchanged';
            return 'on';
          }
          if (!current) return 'unchanged';
          const counted = span?.plan === 'Silver';
          const month = date.slice(0, 7);
          if (counted && updatesLeftOf(used.get(month) ?? 0) === 0) return 'no-updates-left';
          if (counted) used.set(month, (used.get(month) ?? 0) + 1);
          return 'off';
        })();
        slots.push({ date, slot, result });
        if (result !== 'off' && result !== 'on') continue;
        const counted = span?.plan === 'Silver';
        const on = result === 'on';
        // A covered slot keeps its dish's price (decision 85: if its cover ends, the meal is an extra).
        const price = on ? (dishOf(await slotDishes(tx, date, slot), row?.mealId ?? null)?.price ?? 0) : 0;
        const next_: Row = {
          date,
          slot,
          on,
          price,
          counted,
          mealId: row?.mealId ?? null,
          onLeave: !on,
        };
        rows.set(key(date, slot), next_);
        if (ctx.dryRun) continue;
        const values = { on, price, counted, onLeave: !on, updatedAt: ctx.at };
        await tx
          .insert(attendance)
          .values({ userId, date, slot, mealId: next_.mealId, ...values })
          .onConflictDoUpdate({ target: [attendance.userId, attendance.date, attendance.slot], set: values });
        if (counted) await tx.insert(attendanceChanges).values({ userId, date, slot, on, counted, at: ctx.at });
      }
    }
    const rebate = totalOf(monthRebates(ctx, spans, rows.values())) - totalOf(before);
    return { slots, rebate, dryRun: ctx.dryRun };
  };
  return db.transaction(run);
}

export type { Context as LeaveContext };
