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
