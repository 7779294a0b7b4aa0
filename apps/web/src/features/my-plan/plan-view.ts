import { addDays } from '@hostel/contract/calendar-date';
import { PLAN_ENDING_NOTICE_DAYS, PLAN_PERIOD_DAYS } from '@hostel/contract/mess-constants';
import type { MyPlan, PlanQuote } from '@hostel/contract/my-plan';
import { PLANS, type Plan, type PlanName } from '@hostel/contract/plans';
import { formatPoisha } from '../../i18n/format-poisha.ts';
import { type Language, LOCALES } from '../../i18n/languages.ts';

/**
 * What the "My Plan" section and the checkout say about a plan, as plain functions (tested in
 * plan-view.test.ts): dates, days left, the plans above one, and what a quote buys.
 */

const formats = new Map<Language, Intl.DateTimeFormat>();

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
  const at = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return '';
  const parts = format.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}`;
}

/** The reader's calendar date (the hostel's, for a student who lives there). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * Days left of the plan in force when it ends within the notice period and nothing paid for follows
 * it (0: ends today); otherwise null. `periodEnd` is the plan's last day.
 */
export function endingInDays(plan: Pick<MyPlan, 'plan' | 'periodEnd' | 'periods'>, today: string): number | null {
  if (!plan.plan || !plan.periodEnd) return null;
  const end = plan.periodEnd;
  if (plan.periods.some((period) => period.startsAt > end)) return null;
  const left = daysBetween(today, end);
  return left >= 0 && left <= PLAN_ENDING_NOTICE_DAYS ? left : null;
}

/** The plans above `name`, cheapest first (none above Platinum); every plan when there is none. */
export function plansAbove(name: PlanName | null): Plan[] {
  const at = PLANS.findIndex((plan) => plan.name === name);
  return PLANS.slice(at + 1);
}

export const findPlan = (name: string | null): Plan | undefined => PLANS.find((plan) => plan.name === name);

export type QuoteKey = 'quote.new' | 'quote.extend' | 'quote.later' | 'quote.upgrade';

/** What a quote buys, as a catalog key and its values (dates and amounts written in `language`). */
export function describeQuote(
  quote: PlanQuote,
  language: Language,
): { key: QuoteKey; values: { days: number; start: string; end: string; after: string; amount: string } } {
  const values = {
    days: PLAN_PERIOD_DAYS,
    start: calendarDate(quote.startsAt, language),
    end: calendarDate(quote.endsAt, language),
    // The current plan's last day: the new time starts the day after it.
    after: calendarDate(addDays(quote.startsAt, -1), language),
    amount: formatPoisha(quote.amount, language),
  };
  return { key: `quote.${quote.kind}`, values };
}
