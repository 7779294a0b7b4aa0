import { addDays } from '@hostel/contract/calendar-date';
import { MENU_RANGE_MAX_DAYS } from '@hostel/contract/mess-constants';

/** The reader's own calendar date. */
export function localDate(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The dates to ask for. Only the server knows the hostel's today, so the call starts a day before the
 * reader's (a reader a zone behind the hostel) and spans the longest range allowed; the server clips it
 * to what this reader may see, and the page starts at the answer's `today`.
 */
export function menuRange(now = new Date()): { from: string; to: string } {
  const from = addDays(localDate(now), -1);
  return { from, to: addDays(from, MENU_RANGE_MAX_DAYS - 1) };
}

/** Every date from `first` to `last`, both included. */
export function datesBetween(first: string, last: string): string[] {
  const dates: string[] = [];
  for (let date = first; date <= last && dates.length < MENU_RANGE_MAX_DAYS; date = addDays(date, 1)) dates.push(date);
  return dates;
}
