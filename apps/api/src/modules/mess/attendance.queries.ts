import { addMonths } from '@hostel/contract/calendar-date';
import {
  ATTENDANCE_AHEAD_DAYS,
  MESS_ERROR_CODES,
  MESS_ERRORS,
  type MealSlot,
  type MessSettings,
  SILVER_MONTHLY_UPDATES,
} from '@hostel/contract/mess';
import type { AttendanceAnswer } from '@hostel/contract/my-plan';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { meals } from '../../db/schema/meals.ts';
import { menuEntries } from '../../db/schema/mess.ts';
import { attendance, attendanceChanges } from '../../db/schema/plans.ts';
import { users } from '../../db/schema/users.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { coverageSpans } from '../plans/cover-and-choices.queries.ts';
import { coveringSpan, skipRebate } from '../plans/coverage.ts';
import { addDays, dateIn, instantAt, slotTimes } from './mess-time.ts';
import { silverUpdateRows, updatesLeftOf, usesSilverUpdate } from './silver-updates.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A price in taka as the catalog keeps it (numeric, maybe as text), in poisha. */
export const toPoisha = (price: string | number) => Math.round(Number(price) * 100);

/** One dish of a slot's menu: its id and price in poisha. */
export interface SlotDish {
  id: string;
  price: number;
}

/** The dishes cooked on a slot, in the admin's order (the first is the default). */
export async function slotDishes(tx: Tx, date: string, slot: MealSlot): Promise<SlotDish[]> {
  const rows = await tx
    .select({ id: meals.id, price: meals.price })
    .from(menuEntries)
    .innerJoin(meals, eq(meals.id, menuEntries.mealId))
    .where(and(eq(menuEntries.date, date), eq(menuEntries.slot, slot)))
    .orderBy(asc(menuEntries.position));
  return rows.map((r) => ({ id: r.id, price: toPoisha(r.price) }));
}

/** The dish a student eats: the one chosen if it is still on the slot, else the first (issue 26). */
export const dishOf = <T extends { id: string } | { _id: string }>(
  dishes: readonly T[],
  chosen: string | null,
): T | null => dishes.find((d) => ('id' in d ? d.id : d._id) === chosen) ?? dishes[0] ?? null;

/** The first instant of the month `at` is in, and of the next, in the hostel's zone. */
export function monthAround(timeZone: string, at: Date): { month: string; start: Date; end: Date } {
  const month = dateIn(timeZone, at).slice(0, 7);
  const next = `${addMonths(month, 1)}-01`;
  return { month, start: instantAt(`${month}-01`, '00:00', timeZone), end: instantAt(next, '00:00', timeZone) };
}

/** Silver updates used in a month (YYYY-MM) of meals, by the one rule (silver-updates.ts). */
export async function updatesUsed(db: Db | Tx, userId: string, month: string): Promise<number> {
  const first = `${month}-01`;
  const next = `${addMonths(month, 1)}-01`;
  return db.$count(attendance, silverUpdateRows(userId, first, next));
}

/**
 * Turns a slot on or off, or chooses its dish, for a student (decision 85, issue 26), until its cutoff:
 * - a covered slot is on unless turned off (a rebate, by the bill's rule); an uncovered one is off
 *   unless turned on, which orders an extra meal at the chosen dish's price now (one dish, not the
 *   sum of the slot's alternatives);
 * - on Silver, a covered slot left off uses one of its month's updates (silver-updates.ts; the
 *   row says so: a Silver rebate needs it), and one set back on before the cutoff gives it back;
 *   choosing another dish is not an update;
 * - the student's row is the lock, so two changes at once are counted one after the other.
 */
export async function setAttendance(
  db: Db,
  settings: MessSettings,
  p: { userId: string; date: string; slot: MealSlot; on: boolean; mealId?: string | undefined; at: Date },
): Promise<AttendanceAnswer> {
  const times = slotTimes(settings, p.date, p.slot);
  if (p.at >= times.cutoffAt) throw new HttpError(409, MESS_ERRORS.cutoffPassed, MESS_ERROR_CODES.cutoffPassed);
  if (p.date > addDays(dateIn(settings.timeZone, p.at), ATTENDANCE_AHEAD_DAYS - 1)) {
    throw new HttpError(409, MESS_ERRORS.tooFarAhead, MESS_ERROR_CODES.tooFarAhead);
  }
  // From the cutoff: a span held then and carried on by another still covers the slot (decision 113).
  const spans = await coverageSpans(db, p.userId, times.cutoffAt, new Date(times.startsAt.getTime() + 1));
  const span = coveringSpan(spans, p.slot, times.startsAt, times.cutoffAt);
  const covered = span !== null;
  const counted = span?.plan === 'Silver';
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, p.userId)).for('update');
    const [row] = await tx
      .select({ on: attendance.on, price: attendance.price, counted: attendance.counted, mealId: attendance.mealId })
      .from(attendance)
      .where(and(eq(attendance.userId, p.userId), eq(attendance.date, p.date), eq(attendance.slot, p.slot)));
    const dishes = await slotDishes(tx, p.date, p.slot);
    if (p.mealId !== undefined && !dishes.some((d) => d.id === p.mealId)) {
      throw new HttpError(400, MESS_ERRORS.dishNotOnSlot, MESS_ERROR_CODES.dishNotOnSlot);
    }
    const before = dishOf(dishes, row?.mealId ?? null);
    const dish = p.mealId === undefined ? before : dishOf(dishes, p.mealId);
    let used = counted ? await updatesUsed(tx, p.userId, p.date.slice(0, 7)) : 0;
    const answer = (on: boolean, price: number): AttendanceAnswer => ({
      date: p.date,
      slot: p.slot,
      on,
      covered,
      // What an extra costs: what it cost when ordered, or the chosen dish's price now.
      price: covered ? 0 : on ? price : (dish?.price ?? 0),
      mealId: dish?.id ?? null,
      cutoffAt: times.cutoffAt.toISOString(),
      updatesLeft: counted ? updatesLeftOf(used) : null,
      skipEarns: span?.source === 'own' ? skipRebate(span.plan, settings.rebatePercent) : 0,
    });
    const current = row?.on ?? covered;
    const stateChanges = current !== p.on;
    if (!stateChanges && dish?.id === before?.id) return answer(current, row?.price ?? 0);
    // A change of dish alone keeps the row's Silver mark: it is not an update.
    const rowCounted = stateChanges ? counted : (row?.counted ?? counted);
    used +=
      Number(usesSilverUpdate({ on: p.on, counted: rowCounted })) -
      Number(usesSilverUpdate({ on: current, counted: row?.counted ?? false }));
    if (stateChanges && usesSilverUpdate({ on: p.on, counted: rowCounted }) && used > SILVER_MONTHLY_UPDATES) {
      throw new HttpError(409, MESS_ERRORS.updatesUsed, MESS_ERROR_CODES.updatesUsed);
    }
    // The price is kept even for a covered slot: if its cover ends (a refund), the meal is an extra.
    const price = p.on ? (dish?.price ?? 0) : 0;
    if (p.on && !covered && !dish) throw new HttpError(409, MESS_ERRORS.menuNotOut, MESS_ERROR_CODES.menuNotOut);
    // The dish is stored once chosen or ordered, so the kitchen counts it even if the admin reorders.
    const mealId = p.mealId ?? row?.mealId ?? (p.on ? (dish?.id ?? null) : null);
    await tx
      .insert(attendance)
      .values({
        userId: p.userId,
        date: p.date,
        slot: p.slot,
        on: p.on,
        price,
        counted: rowCounted,
        mealId,
        updatedAt: p.at,
      })
      .onConflictDoUpdate({
        target: [attendance.userId, attendance.date, attendance.slot],
        // The student's own change: a leave that turned the slot off no longer owns it.
        set: { on: p.on, price, counted: rowCounted, mealId, onLeave: false, updatedAt: p.at },
      });
    // The slot's row is its last change; only the counted ones are kept besides, as Silver's history.
    if (stateChanges && counted) {
      await tx
        .insert(attendanceChanges)
        .values({ userId: p.userId, date: p.date, slot: p.slot, on: p.on, counted, at: p.at });
    }
    return answer(p.on, price);
  });
}
