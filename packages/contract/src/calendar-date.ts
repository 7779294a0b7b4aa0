/**
 * Calendar dates as `YYYY-MM-DD` strings, without zod (both sides import it): a date is a date, so
 * arithmetic on it is done at UTC midnight, where no time zone or daylight saving can shift it.
 */

/** `date` moved by `days` calendar days (negative goes back). */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** The month (`YYYY-MM`) `months` after this one (negative goes back). */
export function addMonths(month: string, months: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The hostel's calendar: every date, month and instant a route takes lies in these years. Nothing
 * was served or billed before 2000, and four-digit years keep date arithmetic and PostgreSQL's
 * date types on both sides of every route (year 1 or 9999 once answered 500).
 */
export const CALENDAR_FIRST_DAY = '2000-01-01';
export const CALENDAR_LAST_DAY = '2999-12-31';
