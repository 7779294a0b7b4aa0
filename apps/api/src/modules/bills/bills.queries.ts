import type { BalanceRow, BalanceTotals, Bill, BillLine } from '@hostel/contract/bills';
import { addDays, addMonths } from '@hostel/contract/calendar-date';
import type { MessSettings } from '@hostel/contract/mess';
import { and, eq, inArray, isNotNull, lt, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { charges, payments } from '../../db/schema/payments.ts';
import { attendance, planPeriods, roommates } from '../../db/schema/plans.ts';
import { users } from '../../db/schema/users.ts';
import { getRuleBook } from '../mess/mess-settings.queries.ts';
import { dateIn, instantAt } from '../mess/mess-time.ts';
import { type RuleBook, rulesOn } from '../mess/rule-book.ts';
import { coverageSpans } from '../plans/cover-and-choices.queries.ts';
import { type CoverageSpan, planRank } from '../plans/coverage.ts';
import { type AttendanceRow, computeBill, monthBounds, type PaymentEvent, type RefundEvent } from './bill.ts';
import { keptBalances, keptBill, keptRows, lastClosedMonth, withCorrection } from './kept-statements.ts';

const paymentColumns = {
  id: payments.id,
  userId: payments.userId,
  createdAt: payments.createdAt,
  planName: payments.planName,
  purpose: payments.purpose,
  applied: payments.applied,
  amount: payments.amount,
  method: payments.method,
  // Each time money went back or came back, in order (migration 0021), as one JSON value.
  refunds: sql<RawRefund[]>`(
    select coalesce(json_agg(json_build_object('kind', r.kind, 'amount', r.amount, 'voidsRebates', r.voids_rebates,
      'at', (extract(epoch from r.at) * 1000)::float8) order by r.at, r.id), '[]')
    from payment_refunds r where r.payment_id = "payments"."id")`,
};

interface RawRefund {
  kind: RefundEvent['kind'];
  amount: number;
  voidsRebates: boolean;
  at: number;
}
const toPaymentEvent = <T extends { refunds: RawRefund[] }>(row: T) => ({
  ...row,
  refunds: row.refunds.map((r) => ({ ...r, at: new Date(r.at) })),
});
const chargeColumns = {
  userId: charges.userId,
  date: charges.date,
  kind: charges.kind,
  amount: charges.amount,
  reason: charges.reason,
  slot: charges.slot,
};
const attendanceColumns = {
  userId: attendance.userId,
  date: attendance.date,
  slot: attendance.slot,
  on: attendance.on,
  price: attendance.price,
  counted: attendance.counted,
};

/** One student's bill for a month (YYYY-MM in the hostel's zone). */
export async function billOf(db: Db, settings: MessSettings, userId: string, month: string, now: Date): Promise<Bill> {
  const { next } = monthBounds(month);
  const end = instantAt(next, '00:00', settings.timeZone);
  const [last, history, spans, rows, paid, charged] = await Promise.all([
    lastClosedMonth(db),
    getRuleBook(db),
    coverageSpans(db, userId, new Date(0), end),
    db
      .select(attendanceColumns)
      .from(attendance)
      .where(and(eq(attendance.userId, userId), lt(attendance.date, next))),
    db
      .select(paymentColumns)
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.status, 'succeeded'), lt(payments.createdAt, end))),
    db
      .select(chargeColumns)
      .from(charges)
      .where(and(eq(charges.userId, userId), lt(charges.date, next))),
  ]);
  // A closed month answers its kept statement (decision 112); the first open one, its correction.
  if (last && month <= last) return keptBill(db, userId, month, rulesOn(history, addDays(next, -1)).rebateCapSlots);
  const bill = computeBill({
    settings,
    history,
    month,
    now,
    spans,
    attendance: rows,
    payments: paid.map(toPaymentEvent),
    charges: charged,
  });
  if (last && month === addMonths(last, 1))
    return withCorrection(bill, (await keptRows(db, last, userId)).get(userId)?.due ?? 0);
  return bill;
}

/**
 * What a student owes now, every month counted: the due of the month of their last choice or
 * payment (it carries every earlier month), or of this month, whichever is more.
 */
export async function dueNow(db: Db, settings: MessSettings, userId: string, now: Date): Promise<number> {
  const thisMonth = dateIn(settings.timeZone, now).slice(0, 7);
  const [last] = await db
    .select({ date: max(attendance.date) })
    .from(attendance)
    .where(eq(attendance.userId, userId));
  const lastMonth = last?.date && last.date.slice(0, 7) > thisMonth ? last.date.slice(0, 7) : null;
  const now_ = (await billOf(db, settings, userId, thisMonth, now)).due;
  return lastMonth ? Math.max(now_, (await billOf(db, settings, userId, lastMonth, now)).due) : now_;
}

function groupBy<T extends { userId: string | null }>(rows: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    if (!row.userId) continue;
    const list = map.get(row.userId) ?? [];
    list.push(row);
    map.set(row.userId, list);
  }
  return map;
}

/**
 * Every student's balance for a month: each one who had a plan, a meal turned on or off, or a
 * payment up to its end. Computed in one pass over four reads (decision 87 on its size).
 */
export async function balancesOf(
  db: Db,
  settings: MessSettings,
  month: string,
  now: Date,
  /** The rules to bill under: the saved ones unless given (a preview gives the rules it would save). */
  book?: RuleBook,
): Promise<BalanceRow[]> {
  const last = await lastClosedMonth(db);
  if (last && month <= last) return keptBalances(db, month);
  return (await openMonthBills(db, settings, month, now, last, book)).map((entry) => entry.row);
}

/**
 * An open month's bills, each with its balance row; in the first open month, with the correction
 * line that brings the opening balance back to the last closed month's kept due (decision 112).
 */
export async function openMonthBills(
  db: Db,
  settings: MessSettings,
  month: string,
  now: Date,
  lastClosed: string | null,
  book?: RuleBook,
): Promise<MonthBill[]> {
  const entries = await computedMonthBills(db, settings, month, now, book);
  if (!lastClosed || month !== addMonths(lastClosed, 1)) return entries;
  const kept = await keptRows(db, lastClosed);
  return entries.map(({ row, bill }) => {
    const fixed = withCorrection(bill, kept.get(row.userId)?.due ?? 0);
    // The correction is an adjustment line (decision 112): the row's adjustments count it too.
    const adjustments = fixed.lines.filter((l) => l.kind === 'adjustment').reduce((n, l) => n + l.amount, 0);
    return {
      bill: fixed,
      row: { ...row, openingBalance: fixed.openingBalance, charges: fixed.charges, adjustments },
    };
  });
}

export interface MonthBill {
  row: BalanceRow;
  bill: Bill;
}

async function computedMonthBills(
  db: Db,
  settings: MessSettings,
  month: string,
  now: Date,
  book?: RuleBook,
): Promise<MonthBill[]> {
  const { next } = monthBounds(month);
  const end = instantAt(next, '00:00', settings.timeZone);
  const [history, own, shared, rows, paid, charged] = await Promise.all([
    book ?? getRuleBook(db),
    db
      .select({
        userId: planPeriods.userId,
        plan: planPeriods.planName,
        startsAt: planPeriods.startsAt,
        endsAt: planPeriods.endsAt,
        paymentId: planPeriods.paymentId,
        upgradePaymentId: planPeriods.upgradePaymentId,
      })
      .from(planPeriods)
      .where(lt(planPeriods.startsAt, end)),
    db
      .select({
        userId: roommates.memberId,
        startsAt: sql<Date>`greatest(${planPeriods.startsAt}, ${roommates.acceptedAt})`.mapWith(planPeriods.startsAt),
        endsAt: sql<Date>`least(${planPeriods.endsAt}, coalesce(${roommates.endedAt}, 'infinity'))`.mapWith(
          planPeriods.endsAt,
        ),
        buyer: users.name,
      })
      .from(roommates)
      .innerJoin(planPeriods, and(eq(planPeriods.userId, roommates.buyerId), eq(planPeriods.planName, 'Platinum')))
      // A buyer who deleted their account has no name; the room's past cover stays.
      .leftJoin(users, eq(users.id, roommates.buyerId))
      .where(and(eq(roommates.status, 'accepted'), isNotNull(roommates.acceptedAt), lt(planPeriods.startsAt, end))),
    db.select(attendanceColumns).from(attendance).where(lt(attendance.date, next)),
    db
      .select(paymentColumns)
      .from(payments)
      .where(and(isNotNull(payments.userId), eq(payments.status, 'succeeded'), lt(payments.createdAt, end))),
    db.select(chargeColumns).from(charges).where(lt(charges.date, next)),
  ]);
  const spans = new Map<string, CoverageSpan[]>();
  const addSpan = (userId: string, span: CoverageSpan) => spans.set(userId, [...(spans.get(userId) ?? []), span]);
  for (const p of own) {
    const paidBy = [p.paymentId, p.upgradePaymentId].filter((id): id is string => id !== null);
    addSpan(p.userId, { plan: p.plan, startsAt: p.startsAt, endsAt: p.endsAt, source: 'own', sharedBy: null, paidBy });
  }
  for (const s of shared) {
    // An accepted membership always names its member (roommates_member_when_accepted).
    if (s.userId !== null && s.startsAt < s.endsAt)
      addSpan(s.userId, {
        plan: 'Platinum',
        startsAt: s.startsAt,
        endsAt: s.endsAt,
        source: 'roommate',
        sharedBy: s.buyer,
      });
  }
  const rowsByUser = groupBy(rows);
  const paidByUser = groupBy(paid.map(toPaymentEvent));
  const chargedByUser = groupBy(charged);
  const ids = [...new Set([...spans.keys(), ...rowsByUser.keys(), ...paidByUser.keys(), ...chargedByUser.keys()])];
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: users.id, name: users.name, email: users.email, room: users.room })
    .from(users)
    .where(inArray(users.id, ids));
  // A deleted account's bills stay in the hostel's accounts, under its id only (issue 25).
  const byId = new Map(found.map((person) => [person.id, person]));
  const people = ids.map(
    (id) => byId.get(id) ?? { id, name: '', email: '', room: null as string | null, former: true },
  );
  // The plan a row names is the one eaten on at the month's end, or now in a month not yet over.
  const monthStart = instantAt(monthBounds(month).first, '00:00', settings.timeZone).getTime();
  const planAt = Math.min(end.getTime(), now.getTime()) - 1;
  return people.map((person) => {
    const own = spans.get(person.id) ?? [];
    const eatsOn = planInForce(own, monthStart, planAt);
    const bill = computeBill({
      settings,
      history,
      month,
      now,
      spans: own,
      attendance: (rowsByUser.get(person.id) ?? []) as AttendanceRow[],
      payments: (paidByUser.get(person.id) ?? []) as PaymentEvent[],
      charges: chargedByUser.get(person.id) ?? [],
    });
    const of = (kind: BillLine['kind']) => bill.lines.filter((l) => l.kind === kind).reduce((n, l) => n + l.amount, 0);
    const row: BalanceRow = {
      userId: person.id,
      name: person.name,
      email: person.email,
      formerStudent: 'former' in person,
      room: person.room,
      plan: eatsOn?.plan ?? null,
      roommateOf: eatsOn?.source === 'roommate' ? (eatsOn.sharedBy ?? '') : null,
      openingBalance: bill.openingBalance,
      charges: bill.charges,
      guests: of('guest'),
      fines: of('fine'),
      adjustments: of('adjustment'),
      rebates: bill.rebates,
      payments: bill.payments,
      due: bill.due,
      closed: false,
    };
    return { row, bill };
  });
}

/**
 * The span a student eats on at `at`: the best plan in force then (a room-mate's Platinum beats
 * their own Silver), else the last one that ran within the month (from `from`), else none.
 */
function planInForce(spans: readonly CoverageSpan[], from: number, at: number): CoverageSpan | undefined {
  const best = (list: readonly CoverageSpan[]) =>
    list.reduce<CoverageSpan | undefined>(
      (pick, s) => (!pick || planRank(s.plan) > planRank(pick.plan) ? s : pick),
      undefined,
    );
  const now = best(spans.filter((s) => s.startsAt.getTime() <= at && at < s.endsAt.getTime()));
  if (now) return now;
  const inMonth = spans.filter((s) => s.startsAt.getTime() <= at && s.endsAt.getTime() > from);
  const lastEnd = Math.max(...inMonth.map((s) => s.endsAt.getTime()));
  return best(inMonth.filter((s) => s.endsAt.getTime() === lastEnd));
}

/** The sums of every row (the totals line under the table and at the foot of the CSV). */
export function totalsOf(rows: readonly BalanceRow[]): BalanceTotals {
  const sum = (pick: (row: BalanceRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    students: rows.length,
    openingBalance: sum((r) => r.openingBalance),
    charges: sum((r) => r.charges),
    guests: sum((r) => r.guests),
    fines: sum((r) => r.fines),
    adjustments: sum((r) => r.adjustments),
    rebates: sum((r) => r.rebates),
    payments: sum((r) => r.payments),
    due: sum((r) => r.due),
  };
}
