import { addDays } from '@hostel/contract/calendar-date';
import { PLAN_ENDING_NOTICE_DAYS, PLAN_PERIOD_DAYS } from '@hostel/contract/mess-constants';
import type { MyPlan, PlanQuote } from '@hostel/contract/my-plan';
import { PLANS, type Plan, type PlanName } from '@hostel/contract/plans';
import { calendarDate, isCalendarDate, toCalendarDate } from '../../i18n/calendar-date.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { formatPoisha } from '../../i18n/format-poisha.ts';
import type { Language } from '../../i18n/languages.ts';

/**
 * What the "My Plan" section and the checkout say about a plan, as plain functions (tested in
 * plan-view.test.ts): dates, days left, the plans above one, and what a quote buys.
 */

/**
 * When a period starts or ends, as written to the reader: a calendar date (`24 Dec 2026`), or, for an
 * instant, its date and time in the reader's zone (`25 Dec 2026, 5:59 AM`): a period that ends at an
 * instant covers that day's first hours only, and a bare date would promise the whole day.
 */
export const planMoment = (value: string, language: Language) =>
  isCalendarDate(value) ? calendarDate(value, language) : formatDateTime(value, language);

/** The reader's calendar date (the hostel's, for a student who lives there). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) =>
  Math.round(
    (Date.parse(`${toCalendarDate(to)}T00:00:00Z`) - Date.parse(`${toCalendarDate(from)}T00:00:00Z`)) / 86_400_000,
  );

/**
 * Days left of the plan in force when it ends within the notice period and nothing paid for follows
 * it (0: ends today); otherwise null. `periodEnd` is the plan's last day.
 */
export function endingInDays(plan: Pick<MyPlan, 'plan' | 'periodEnd' | 'periods'>, today: string): number | null {
  if (!plan.plan || !plan.periodEnd) return null;
  const end = toCalendarDate(plan.periodEnd);
  if (plan.periods.some((period) => toCalendarDate(period.startsAt) > end)) return null;
  const left = daysBetween(today, end);
  return left >= 0 && left <= PLAN_ENDING_NOTICE_DAYS ? left : null;
}

/** The plans above `name`, cheapest first (none above Platinum); every plan when there is none. */
export function plansAbove(name: PlanName | null): Plan[] {
  const at = PLANS.findIndex((plan) => plan.name === name);
  return PLANS.slice(at + 1);
}

export const findPlan = (name: string | null): Plan | undefined => PLANS.find((plan) => plan.name === name);

/** The day before a plan date ('' for a date that is none). */
function dayBefore(date: string): string {
  const day = toCalendarDate(date);
  return day ? addDays(day, -1) : '';
}

export type QuoteKey = 'quote.new' | 'quote.extend' | 'quote.later' | 'quote.upgrade';

/** What a quote buys, as a catalog key and its values (dates and amounts written in `language`). */
export function describeQuote(
  quote: PlanQuote,
  language: Language,
): { key: QuoteKey; values: { days: number; start: string; end: string; after: string; amount: string } } {
  const values = {
    days: PLAN_PERIOD_DAYS,
    start: planMoment(quote.startsAt, language),
    end: planMoment(quote.endsAt, language),
    // When the current plan ends: its last day before a date, or the very instant the new time starts.
    after: isCalendarDate(quote.startsAt)
      ? calendarDate(dayBefore(quote.startsAt), language)
      : planMoment(quote.startsAt, language),
    amount: formatPoisha(quote.amount, language),
  };
  return { key: `quote.${quote.kind}`, values };
}
