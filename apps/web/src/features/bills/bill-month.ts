import { addMonths } from '@hostel/contract/calendar-date';
import { ATTENDANCE_AHEAD_DAYS, DEFAULT_TIME_ZONE } from '@hostel/contract/mess-constants';
import { type Language, LOCALES } from '../../i18n/languages.ts';

/** A bill's month, `YYYY-MM` (the contract's monthSchema). */
export type Month = string;

/**
 * This month where the hostel is. The web app does not read the mess settings (an admin's), so it
 * counts in the default zone: an admin's other zone only moves the default month for a few hours at
 * a month's edge, and the server, not this, decides what can be paid.
 */
export function currentMonth(now = new Date(), timeZone = DEFAULT_TIME_ZONE): Month {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

/** `2026-11` + 2 → `2027-01`; − works too (the contract's, one for both sides). */
export { addMonths };

/**
 * The last month a bill can have lines in yet: meals are turned on or off up to
 * ATTENDANCE_AHEAD_DAYS ahead, today included, and those land on their own month's bill.
 */
export const lastBillMonth = (now = new Date(), timeZone = DEFAULT_TIME_ZONE): Month =>
  currentMonth(new Date(now.getTime() + (ATTENDANCE_AHEAD_DAYS - 1) * 86_400_000), timeZone);

const formats = new Map<string, Intl.DateTimeFormat>();
function format(language: Language, options: Intl.DateTimeFormatOptions) {
  const key = `${language}:${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(LOCALES[language], { ...options, timeZone: 'UTC' });
    formats.set(key, found);
  }
  return found;
}

/** `November 2026` / `নভেম্বর ২০২৬`. */
export const monthName = (month: Month, language: Language) =>
  format(language, { month: 'long', year: 'numeric' }).format(new Date(`${month}-01T00:00:00Z`));
