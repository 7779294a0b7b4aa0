import { DEFAULT_TIME_ZONE } from '@hostel/contract/mess-constants';
import { type Language, LOCALES } from './languages.ts';

/**
 * Calendar dates (`YYYY-MM-DD`, the hostel's day) as the app writes them. One place for plans,
 * bills and receipts, so every screen shows a date the same way.
 */

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const formats = new Map<Language, Intl.DateTimeFormat>();
let hostelDay: Intl.DateTimeFormat | undefined;

/** Whether `value` is a calendar date (`YYYY-MM-DD`) rather than an instant. */
export const isCalendarDate = (value: string) => CALENDAR_DATE.test(value);

/**
 * A date as `YYYY-MM-DD`. The contract writes them so; an instant (an ISO time) is read as its date
 * where the hostel is, so either shape shows the same day. '' when it is neither.
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
 * calendar date is the hostel's day, not an instant: read at UTC midnight in UTC, so no reader's zone
 * moves it a day.
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

const monthFormats = new Map<Language, Intl.DateTimeFormat>();
/** A bill's month (`YYYY-MM`) in words: `November 2026` / `নভেম্বর ২০২৬`. '' when it is not a month. */
export function calendarMonth(month: string, language: Language): string {
  const at = new Date(`${month}-01T00:00:00Z`);
  if (!/^\d{4}-\d{2}$/.test(month) || Number.isNaN(at.getTime())) return '';
  let format = monthFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], { month: 'long', year: 'numeric', timeZone: 'UTC' });
    monthFormats.set(language, format);
  }
  return format.format(at);
}
