import { addDays } from '@hostel/contract/calendar-date';
import { DEFAULT_TIME_ZONE, PLAN_ENDING_NOTICE_DAYS, PLAN_PERIOD_DAYS } from '@hostel/contract/mess-constants';
import type { MyPlan, PlanQuote } from '@hostel/contract/my-plan';
import { PLANS, type Plan, type PlanName } from '@hostel/contract/plans';
import { formatDateTime } from '../../i18n/format.ts';
import { formatPoisha } from '../../i18n/format-poisha.ts';
import { type Language, LOCALES } from '../../i18n/languages.ts';

/**
 * What the "My Plan" section and the checkout say about a plan, as plain functions (tested in
 * plan-view.test.ts): dates, days left, the plans above one, and what a quote buys.
 */

const formats = new Map<Language, Intl.DateTimeFormat>();
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
let hostelDay: Intl.DateTimeFormat | undefined;

/**
 * A plan date as `YYYY-MM-DD`. The contract writes them so; an instant (an ISO time) is read as its
 * date where the hostel is, so either shape shows the same day. '' when it is neither.
 */
export function toCalendarDate(value: string): string {
  if (CALENDAR_DATE.test(value)) return value;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return '';
  hostelDay ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: DEFAULT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return hostelDay.format(at);
}

/**
 * `24 Dec 2026` / `২৪ ডিসে, ২০২৬`, day first in both languages as the rest of the app writes dates. A
 * plan's dates are calendar dates in the hostel's zone, not instants: read at UTC midnight in UTC, so
 * no reader's zone moves them a day.
 */
export function calendarDate(date: string, language: Language): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    formats.set(language, format);
  }
  const day = toCalendarDate(date);
  const at = new Date(`${day}T00:00:00Z`);
  if (!day || Number.isNaN(at.getTime())) return '';
  const parts = format.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}`;
}

/**
 * When a period starts or ends, as written to the reader: a calendar date (`24 Dec 2026`), or, for an
 * instant, its date and time in the reader's zone (`25 Dec 2026, 5:59 AM`): a period that ends at an
 * instant covers that day's first hours only, and a bare date would promise the whole day.
 */
export const planMoment = (value: string, language: Language) =>
  CALENDAR_DATE.test(value) ? calendarDate(value, language) : formatDateTime(value, language);

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
    after: CALENDAR_DATE.test(quote.startsAt)
      ? calendarDate(dayBefore(quote.startsAt), language)
      : planMoment(quote.startsAt, language),
    amount: formatPoisha(quote.amount, language),
  };
  return { key: `quote.${quote.kind}`, values };
}
