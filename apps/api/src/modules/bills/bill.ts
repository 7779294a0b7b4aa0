import type { Bill, BillLine } from '@hostel/contract/bills';
import { addDays, addMonths } from '@hostel/contract/calendar-date';
import type { MealSlot, MessSettings } from '@hostel/contract/mess';
import { MEAL_SLOTS } from '@hostel/contract/mess';
import type { PlanName } from '@hostel/contract/plans';
import { dateIn, datesBetween, slotTimes } from '../mess/mess-time.ts';
import { type CoverageSpan, coveringSpan, slotValue } from '../plans/coverage.ts';

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
 * made (issue 25): under Silver only when the change used one of the month's five updates, so a
 * slot turned off before the plan covered it (no update) earns none; Gold's and Platinum's changes
 * are unlimited. A room-mate's plan was paid by its buyer: only the buyer's own slots earn rebates.
 */
const earnsRebate = (row: AttendanceRow, span: CoverageSpan | null): span is CoverageSpan =>
  !row.on && span?.source === 'own' && (span.plan !== 'Silver' || row.counted);

export interface PaymentEvent {
  id: string;
  createdAt: Date;
  planName: string;
  purpose: 'plan' | 'upgrade' | 'bill';
  applied: boolean;
  amount: number;
  refundedAmount: number;
  refundedAt: Date | null;
}

export interface BillInputs {
  settings: MessSettings;
  /** YYYY-MM. */
  month: string;
  now: Date;
  spans: readonly CoverageSpan[];
  /** Every row dated up to the month's end. */
  attendance: readonly AttendanceRow[];
  /** Every payment made up to the month's end. */
  payments: readonly PaymentEvent[];
}

const SLOT_ORDER = (slot: string | null) => (slot ? MEAL_SLOTS.indexOf(slot as MealSlot) : -1);
const byDate = (a: BillLine, b: BillLine) => a.date.localeCompare(b.date) || SLOT_ORDER(a.slot) - SLOT_ORDER(b.slot);

/** The first date of a month and the first date of the next. */
export function monthBounds(month: string): { first: string; next: string } {
  return { first: `${month}-01`, next: `${addMonths(month, 1)}-01` };
}

function mealLines(input: BillInputs, last: string): BillLine[] {
  const lines: BillLine[] = [];
  const rebatesByMonth = new Map<string, { date: string; slot: MealSlot; plan: PlanName }[]>();
  for (const row of input.attendance) {
    if (row.date > last) continue;
    const span = coveringSpan(input.spans, row.slot, slotTimes(input.settings, row.date, row.slot).startsAt);
    if (row.on && !span && row.price > 0) {
      lines.push({ date: row.date, kind: 'extra', slot: row.slot, planName: null, paymentId: null, amount: row.price });
    } else if (earnsRebate(row, span)) {
      const month = row.date.slice(0, 7);
      const list = rebatesByMonth.get(month) ?? [];
      list.push({ date: row.date, slot: row.slot, plan: span.plan });
      rebatesByMonth.set(month, list);
    }
  }
  for (const candidates of rebatesByMonth.values()) {
    candidates.sort((a, b) => a.date.localeCompare(b.date) || SLOT_ORDER(a.slot) - SLOT_ORDER(b.slot));
    for (const c of candidates.slice(0, input.settings.rebateCapSlots)) {
      const amount = Math.floor((slotValue(c.plan) * input.settings.rebatePercent) / 100);
      if (amount > 0)
        lines.push({ date: c.date, kind: 'rebate', slot: c.slot, planName: c.plan, paymentId: null, amount: -amount });
    }
  }
  return lines;
}

function moneyLines(input: BillInputs, last: string): BillLine[] {
  const zone = input.settings.timeZone;
  const lines: BillLine[] = [];
  for (const p of input.payments) {
    const date = dateIn(zone, p.createdAt);
    if (date > last) continue;
    const plan = p.purpose === 'bill' ? null : p.planName;
    const charged = p.purpose !== 'bill' && p.applied;
    if (charged) lines.push({ date, kind: 'plan', slot: null, planName: plan, paymentId: p.id, amount: p.amount });
    lines.push({ date, kind: 'payment', slot: null, planName: plan, paymentId: p.id, amount: -p.amount });
    if (p.refundedAmount > 0 && p.refundedAt) {
      const refundDate = dateIn(zone, p.refundedAt);
      if (refundDate > last) continue;
      lines.push({
        date: refundDate,
        kind: 'refund',
        slot: null,
        planName: plan,
        paymentId: p.id,
        amount: p.refundedAmount,
      });
      // The plan the refund ended is not charged for what was given back.
      if (charged) {
        lines.push({
          date: refundDate,
          kind: 'plan',
          slot: null,
          planName: plan,
          paymentId: p.id,
          amount: -p.refundedAmount,
        });
      }
    }
  }
  return lines;
}

/** Covered slots of the month already served that the student left on. */
function coveredMealsTaken(input: BillInputs, first: string, last: string): number {
  const choices = new Map(input.attendance.map((r) => [`${r.date}/${r.slot}`, r.on]));
  let count = 0;
  for (const date of datesBetween(first, last)) {
    for (const slot of MEAL_SLOTS) {
      const { startsAt } = slotTimes(input.settings, date, slot);
      if (startsAt > input.now) return count;
      if (coveringSpan(input.spans, slot, startsAt) && (choices.get(`${date}/${slot}`) ?? true)) count++;
    }
  }
  return count;
}

export function computeBill(input: BillInputs): Bill {
  const { first, next } = monthBounds(input.month);
  const last = addDays(next, -1);
  const all = [...mealLines(input, last), ...moneyLines(input, last)];
  const lines = all.filter((l) => l.date >= first).sort(byDate);
  const openingBalance = all.filter((l) => l.date < first).reduce((sum, l) => sum + l.amount, 0);
  const sum = (kinds: BillLine['kind'][]) =>
    lines.filter((l) => kinds.includes(l.kind)).reduce((total, l) => total + l.amount, 0);
  const charges = sum(['plan', 'extra']);
  // `|| 0`: a credit of nothing is 0, not −0.
  const rebates = -sum(['rebate']) || 0;
  const payments = -sum(['payment', 'refund']) || 0;
  return {
    month: input.month,
    openingBalance,
    lines,
    coveredMeals: coveredMealsTaken(input, first, last),
    extraMeals: lines.filter((l) => l.kind === 'extra').length,
    rebateSlots: lines.filter((l) => l.kind === 'rebate').length,
    rebateCapSlots: input.settings.rebateCapSlots,
    charges,
    rebates,
    payments,
    due: openingBalance + charges - rebates - payments,
  };
}
