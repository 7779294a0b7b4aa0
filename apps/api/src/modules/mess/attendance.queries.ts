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
import { and, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { meals } from '../../db/schema/meals.ts';
import { menuEntries } from '../../db/schema/mess.ts';
import { attendance, attendanceChanges } from '../../db/schema/plans.ts';
import { users } from '../../db/schema/users.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { coverageSpans } from '../plans/cover-and-choices.queries.ts';
import { coveringSpan } from '../plans/coverage.ts';
import { addDays, dateIn, instantAt, slotTimes } from './mess-time.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a slot's menu costs, in poisha: the sum of its meals (the slot is served as one plate). */
export const platePrice = (prices: readonly (string | number)[]) =>
  prices.reduce<number>((sum, price) => sum + Math.round(Number(price) * 100), 0);

async function slotPrice(tx: Tx, date: string, slot: MealSlot): Promise<number> {
  const rows = await tx
    .select({ price: meals.price })
    .from(menuEntries)
    .innerJoin(meals, eq(meals.id, menuEntries.mealId))
    .where(and(eq(menuEntries.date, date), eq(menuEntries.slot, slot)));
  return platePrice(rows.map((r) => r.price));
}

/** The first instant of the month `at` is in, and of the next, in the hostel's zone. */
export function monthAround(timeZone: string, at: Date): { month: string; start: Date; end: Date } {
  const month = dateIn(timeZone, at).slice(0, 7);
  const next = `${addMonths(month, 1)}-01`;
  return { month, start: instantAt(`${month}-01`, '00:00', timeZone), end: instantAt(next, '00:00', timeZone) };
}

/** Silver updates used in the month `at` is in. */
export async function updatesUsed(db: Db | Tx, settings: MessSettings, userId: string, at: Date): Promise<number> {
  const { start, end } = monthAround(settings.timeZone, at);
  return db.$count(
    attendanceChanges,
    and(
      eq(attendanceChanges.userId, userId),
      eq(attendanceChanges.counted, true),
      gte(attendanceChanges.at, start),
      lt(attendanceChanges.at, end),
    ),
  );
}

/**
 * Turns a slot on or off for a student (decision 85), until its cutoff:
 * - a covered slot is on unless turned off (a rebate, by the bill's rule); an uncovered one is off
 *   unless turned on, which orders an extra meal at the menu's price now;
 * - on Silver, a change to a covered slot is one of the month's updates (the row says so: a
 *   Silver rebate needs it);
 * - the student's row is the lock, so two changes at once are counted one after the other.
 */
export async function setAttendance(
  db: Db,
  settings: MessSettings,
  p: { userId: string; date: string; slot: MealSlot; on: boolean; at: Date },
): Promise<AttendanceAnswer> {
  const times = slotTimes(settings, p.date, p.slot);
  if (p.at >= times.cutoffAt) throw new HttpError(409, MESS_ERRORS.cutoffPassed, MESS_ERROR_CODES.cutoffPassed);
  if (p.date > addDays(dateIn(settings.timeZone, p.at), ATTENDANCE_AHEAD_DAYS - 1)) {
    throw new HttpError(409, MESS_ERRORS.tooFarAhead, MESS_ERROR_CODES.tooFarAhead);
  }
  const spans = await coverageSpans(db, p.userId, times.startsAt, new Date(times.startsAt.getTime() + 1));
  const span = coveringSpan(spans, p.slot, times.startsAt);
  const covered = span !== null;
  const counted = span?.plan === 'Silver';
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, p.userId)).for('update');
    const [row] = await tx
      .select({ on: attendance.on, price: attendance.price })
      .from(attendance)
      .where(and(eq(attendance.userId, p.userId), eq(attendance.date, p.date), eq(attendance.slot, p.slot)));
    let used = counted ? await updatesUsed(tx, settings, p.userId, p.at) : 0;
    const answer = (on: boolean, price: number): AttendanceAnswer => ({
      date: p.date,
      slot: p.slot,
      on,
      covered,
      price: covered ? 0 : price,
      cutoffAt: times.cutoffAt.toISOString(),
      updatesLeft: counted ? Math.max(0, SILVER_MONTHLY_UPDATES - used) : null,
    });
    const current = row?.on ?? covered;
    if (current === p.on) return answer(current, row?.price ?? 0);
    if (counted && used >= SILVER_MONTHLY_UPDATES) {
      throw new HttpError(409, MESS_ERRORS.updatesUsed, MESS_ERROR_CODES.updatesUsed);
    }
    // The price is kept even for a covered slot: if its cover ends (a refund), the meal is an extra.
    const price = p.on ? await slotPrice(tx, p.date, p.slot) : 0;
    if (p.on && !covered && price === 0) throw new HttpError(409, MESS_ERRORS.menuNotOut, MESS_ERROR_CODES.menuNotOut);
    await tx
      .insert(attendance)
      .values({ userId: p.userId, date: p.date, slot: p.slot, on: p.on, price, counted, updatedAt: p.at })
      .onConflictDoUpdate({
        target: [attendance.userId, attendance.date, attendance.slot],
        set: { on: p.on, price, counted, updatedAt: p.at },
      });
    // The slot's row is its last change; only the counted ones are kept besides, for the month's count.
    if (counted) {
      await tx
        .insert(attendanceChanges)
        .values({ userId: p.userId, date: p.date, slot: p.slot, on: p.on, counted, at: p.at });
    }
    if (counted) used++;
    return answer(p.on, price);
  });
}
