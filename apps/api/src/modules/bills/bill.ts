import type { Bill, BillLine } from '@hostel/contract/bills';
import { addDays, addMonths } from '@hostel/contract/calendar-date';
import type { MealSlot, MessSettings } from '@hostel/contract/mess';
import { MEAL_SLOTS } from '@hostel/contract/mess';
import type { PlanName } from '@hostel/contract/plans';
import { dateIn, datesBetween, type SlotTimes, slotTimes } from '../mess/mess-time.ts';
import { type RuleBook, rulesOn } from '../mess/rule-book.ts';
import { usesSilverUpdate } from '../mess/silver-updates.ts';
import { type CoverageSpan, coveringSpan, skipRebate } from '../plans/coverage.ts';

/**
 * The monthly bill (decision 87), computed from what happened, never stored: each slot a student
 * turned on or off, the spans of cover their plans give, and their payments and refunds.
 */

export interface AttendanceRow {
  date: string;
  slot: MealSlot;
  on: boolean;
  price: number;
  /** The slot's last change used one of Silver's monthly updates. */
  counted: boolean;
}

/**
 * A covered slot turned off earns a rebate by its plan's rules, however and whenever the choice was
 * made (issue 25): under Silver only when it uses one of the month's five updates (silver-updates.ts),
 * so a slot turned off before the plan covered it (no update) earns none; Gold's and Platinum's changes
 * are unlimited. A room-mate's plan was paid by its buyer: only the buyer's own slots earn rebates.
 */
export const earnsRebate = (row: AttendanceRow, span: CoverageSpan | null): span is CoverageSpan =>
  !row.on && span?.source === 'own' && (span.plan !== 'Silver' || usesSilverUpdate(row));

export interface PaymentEvent {
  id: string;
  createdAt: Date;
  planName: string;
  purpose: 'plan' | 'upgrade' | 'bill';
  applied: boolean;
  amount: number;
  /** How the money came: a card, or cash or mobile money an admin recorded (issue 26). */
  method?: string;
  /** Each time money went back (positive) or came back (a won dispute, negative), in order. */
  refunds: readonly RefundEvent[];
}

export interface RefundEvent {
  kind: 'refund' | 'dispute' | 'dispute-won';
  amount: number;
  /** It ended the periods the payment paid for: their rebates are void. */
  voidsRebates: boolean;
  at: Date;
}

export interface BillInputs {
  /** The rules in force now: the zone that dates payments. */
  settings: MessSettings;
  /** Every version of the rules (decision 110): each slot is billed under those of its date. Without it, `settings` holds for all. */
  history?: RuleBook;
  /** YYYY-MM. */
  month: string;
  now: Date;
  spans: readonly CoverageSpan[];
  /** Every row dated up to the month's end. */
  attendance: readonly AttendanceRow[];
  /** Every payment made up to the month's end. */
  payments: readonly PaymentEvent[];
  /** Guest meals, fines and adjustments dated up to the month's end (issue 26). */
  charges?: readonly ChargeEvent[];
}

export interface ChargeEvent {
  date: string;
  kind: 'guest' | 'fine' | 'adjustment';
  amount: number;
  reason: string;
  slot: MealSlot | null;
}

/** The kinds a bill counts as charges: what the hostel asks money for. */
export const CHARGE_LINE_KINDS: readonly BillLine['kind'][] = ['plan', 'extra', 'guest', 'fine', 'adjustment'];

/** An admin's charges, each a line of its own kind on its date, with its reason. */
function chargeLines(input: BillInputs, last: string): BillLine[] {
  return (input.charges ?? [])
    .filter((c) => c.date <= last)
    .map((c) => ({
      date: c.date,
      kind: c.kind,
      slot: c.slot,
      planName: null,
      paymentId: null,
      amount: c.amount,
      reason: c.reason,
    }));
}

/** The rules a slot of `date` is billed under. */
const rulesFor = (input: BillInputs, date: string): MessSettings =>
  input.history ? rulesOn(input.history, date) : input.settings;

/**
 * A slot's times under the rules of its date, kept per version of the rules: the admin's balances
 * bill every student of a month with one rule book, and each bill asks for the same month's slots
 * (a zone conversion and a rule lookup each) again.
 */
const slotTimesByRules = new WeakMap<RuleBook | MessSettings, Map<string, SlotTimes>>();
function timesOf(input: BillInputs, date: string, slot: MealSlot): SlotTimes {
  const rules = input.history ?? input.settings;
  let table = slotTimesByRules.get(rules);
  if (!table) {
    table = new Map();
    slotTimesByRules.set(rules, table);
  }
  const key = `${date}/${slot}`;
  let times = table.get(key);
  if (!times) {
    times = slotTimes(rulesFor(input, date), date, slot);
    table.set(key, times);
  }
  return times;
}

const SLOT_ORDER = (slot: string | null) => (slot ? MEAL_SLOTS.indexOf(slot as MealSlot) : -1);
const byDate = (a: BillLine, b: BillLine) => a.date.localeCompare(b.date) || SLOT_ORDER(a.slot) - SLOT_ORDER(b.slot);

/** The first date of a month and the first date of the next. */
export function monthBounds(month: string): { first: string; next: string } {
  return { first: `${month}-01`, next: `${addMonths(month, 1)}-01` };
}

/** A rebate line, with what the bill needs to void it: the payments its cover was paid by and when the slot started. */
interface Rebate {
  line: BillLine;
  paidBy: readonly string[];
  startsAt: Date;
}

/**
 * What a month's skipped slots earn (the bill's rule, and the leave's preview of it): in date order,
 * each under its date's rules, a slot earns a rebate while the month's rebated slots before it are
 * fewer than the cap in force on its date, at the share in force then.
 */
export function cappedRebates<T extends { date: string; slot: MealSlot; span: { plan: PlanName } }>(
  skipped: readonly T[],
  rulesOf: (date: string) => MessSettings,
): { of: T; amount: number }[] {
  const inOrder = [...skipped].sort((a, b) => a.date.localeCompare(b.date) || SLOT_ORDER(a.slot) - SLOT_ORDER(b.slot));
  const earned: { of: T; amount: number }[] = [];
  for (const c of inOrder) {
    const rules = rulesOf(c.date);
    if (earned.length >= rules.rebateCapSlots) continue;
    earned.push({ of: c, amount: skipRebate(c.span.plan, rules.rebatePercent) });
  }
  return earned;
}

function mealLines(input: BillInputs, last: string): { lines: BillLine[]; rebates: Rebate[] } {
  const lines: BillLine[] = [];
  const rebates: Rebate[] = [];
  const rebatesByMonth = new Map<string, { date: string; slot: MealSlot; span: CoverageSpan; startsAt: Date }[]>();
  for (const row of input.attendance) {
    if (row.date > last) continue;
    const { startsAt, cutoffAt } = timesOf(input, row.date, row.slot);
    const span = coveringSpan(input.spans, row.slot, startsAt, cutoffAt);
    if (row.on && !span && row.price > 0) {
      lines.push({ date: row.date, kind: 'extra', slot: row.slot, planName: null, paymentId: null, amount: row.price });
    } else if (earnsRebate(row, span)) {
      const month = row.date.slice(0, 7);
      const list = rebatesByMonth.get(month) ?? [];
      list.push({ date: row.date, slot: row.slot, span, startsAt });
      rebatesByMonth.set(month, list);
    }
  }
  for (const candidates of rebatesByMonth.values()) {
    for (const { of: c, amount } of cappedRebates(candidates, (date) => rulesFor(input, date))) {
      if (amount <= 0) continue;
      const line: BillLine = {
        date: c.date,
        kind: 'rebate',
        slot: c.slot,
        planName: c.span.plan,
        paymentId: null,
        amount: -amount,
      };
      lines.push(line);
      rebates.push({ line, paidBy: c.span.paidBy ?? [], startsAt: c.startsAt });
    }
  }
  return { lines, rebates };
}

function moneyLines(input: BillInputs, last: string): BillLine[] {
  const zone = input.settings.timeZone;
  const lines: BillLine[] = [];
  for (const p of input.payments) {
    const date = dateIn(zone, p.createdAt);
    if (date > last) continue;
    const plan = p.purpose === 'bill' ? null : p.planName;
    const charged = p.purpose !== 'bill' && p.applied;
    const line = (day: string, kind: BillLine['kind'], amount: number, extra: Partial<BillLine> = {}): BillLine => ({
      date: day,
      kind,
      slot: null,
      planName: plan,
      paymentId: p.id,
      amount,
      ...extra,
    });
    // The words a student reads (issue 26): "Platinum upgrade", "Paid in cash", "Gold plan, refunded".
    const money = { method: p.method ?? 'card' };
    if (charged) lines.push(line(date, 'plan', p.amount, p.purpose === 'upgrade' ? { note: 'upgrade' } : {}));
    lines.push(line(date, 'payment', -p.amount, money));
    // Each on the day it happened, so no earlier month moves.
    for (const r of p.refunds) {
      const day = dateIn(zone, r.at);
      if (day > last) continue;
      // Given back: a refund line, and the plan is not charged for it. Won back: paid again, charged again.
      lines.push(r.amount > 0 ? line(day, 'refund', r.amount, money) : line(day, 'payment', r.amount, money));
      if (charged) lines.push(line(day, 'plan', -r.amount, r.amount > 0 ? { note: 'refunded' } : {}));
    }
  }
  return lines;
}

/**
 * A refunded period's rebates are void (issue 25): when the whole of a payment went back, or a
 * dispute took it, the rebates its cover earned before then are taken back in one line on that
 * day (earlier months stay as billed); a dispute the hostel wins gives them back the same way.
 */
function voidedRebateLines(input: BillInputs, rebates: readonly Rebate[], last: string): BillLine[] {
  const lines: BillLine[] = [];
  for (const p of input.payments) {
    let voided: number | null = null;
    for (const r of p.refunds) {
      const day = dateIn(input.settings.timeZone, r.at);
      let amount = 0;
      if (r.voidsRebates) {
        voided = rebates
          .filter((rebate) => rebate.paidBy.includes(p.id) && rebate.startsAt < r.at)
          .reduce((sum, rebate) => sum - rebate.line.amount, 0);
        amount = voided;
      } else if (r.kind === 'dispute-won' && voided !== null) {
        amount = -voided;
        voided = null;
      }
      if (amount !== 0 && day <= last) {
        lines.push({ date: day, kind: 'rebate', slot: null, planName: p.planName, paymentId: p.id, amount });
      }
    }
  }
  return lines;
}

/** A month's dates, worked out once for every bill of that month. */
const monthDates = new Map<string, readonly string[]>();
function datesOf(first: string, last: string): readonly string[] {
  const key = `${first}/${last}`;
  let dates = monthDates.get(key);
  if (!dates) {
    if (monthDates.size >= 120) monthDates.clear();
    dates = datesBetween(first, last);
    monthDates.set(key, dates);
  }
  return dates;
}

/** Covered slots of the month already served that the student left on. */
function coveredMealsTaken(input: BillInputs, first: string, last: string): number {
  if (input.spans.length === 0) return 0;
  const choices = new Map(
    input.attendance.filter((r) => r.date >= first && r.date <= last).map((r) => [`${r.date}/${r.slot}`, r.on]),
  );
  let count = 0;
  for (const date of datesOf(first, last)) {
    for (const slot of MEAL_SLOTS) {
      const { startsAt, cutoffAt } = timesOf(input, date, slot);
      if (startsAt > input.now) return count;
      if (coveringSpan(input.spans, slot, startsAt, cutoffAt) && (choices.get(`${date}/${slot}`) ?? true)) count++;
    }
  }
  return count;
}

export function computeBill(input: BillInputs): Bill {
  const { first, next } = monthBounds(input.month);
  const last = addDays(next, -1);
  const meals = mealLines(input, last);
  const all = [
    ...meals.lines,
    ...moneyLines(input, last),
    ...voidedRebateLines(input, meals.rebates, last),
    ...chargeLines(input, last),
  ];
  const lines = all.filter((l) => l.date >= first).sort(byDate);
  const openingBalance = all.filter((l) => l.date < first).reduce((sum, l) => sum + l.amount, 0);
  const sum = (kinds: BillLine['kind'][]) =>
    lines.filter((l) => kinds.includes(l.kind)).reduce((total, l) => total + l.amount, 0);
  const charges = sum([...CHARGE_LINE_KINDS]);
  // `|| 0`: a credit of nothing is 0, not −0.
  const rebates = -sum(['rebate']) || 0;
  const payments = -sum(['payment', 'refund']) || 0;
  return {
    month: input.month,
    openingBalance,
    lines,
    coveredMeals: coveredMealsTaken(input, first, last),
    extraMeals: lines.filter((l) => l.kind === 'extra').length,
    rebateSlots: lines.filter((l) => l.kind === 'rebate' && l.slot !== null).length,
    rebateCapSlots: rulesFor(input, last).rebateCapSlots,
    charges,
    rebates,
    payments,
    due: openingBalance + charges - rebates - payments,
    closed: false,
  };
}
