import { BANGLA_DAY_PERIOD } from '../../i18n/format.ts';
import { type Language, LOCALES } from '../../i18n/languages.ts';

const formats = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}:${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], options);
    formats.set(key, format);
  }
  return format;
}

// A menu date is a calendar date, not an instant: read at UTC midnight in UTC, no zone moves it a day.
const calendar = (date: string) => new Date(`${date}T00:00:00Z`);

/** `Wed` / `বুধ`. */
export const weekdayShort = (date: string, language: Language) =>
  dateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(calendar(date));

/** `25 Nov` / `২৫ নভে`, day first in both languages as the rest of the app writes dates. */
export function dayMonth(date: string, language: Language): string {
  const parts = dateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).formatToParts(
    calendar(date),
  );
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')}`;
}

/** `Wednesday, 25 November` / `বুধবার, ২৫ নভেম্বর`. */
export function longDate(date: string, language: Language): string {
  const parts = dateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).formatToParts(calendar(date));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')}, ${part('day')} ${part('month')}`;
}

/**
 * An instant's time of day on the hostel's clock (`timeZone`), wherever the reader is: `1:00 PM` /
 * `১:০০ অপরাহ্ণ`. With `weekday`, the day too (`Tue 8:00 PM`), for a cutoff that falls on the day
 * before its slot.
 */
export function timeOfDay(instant: string, language: Language, timeZone: string, { weekday = false } = {}): string {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return '';
  const parts = dateTimeFormat(language, {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone,
    ...(weekday ? { weekday: 'short' } : {}),
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const period = language === 'bn' ? (BANGLA_DAY_PERIOD[part('dayPeriod')] ?? part('dayPeriod')) : part('dayPeriod');
  const time = `${part('hour')}:${part('minute')} ${period}`;
  return weekday ? `${part('weekday')} ${time}` : time;
}

/** Whether two instants fall on the same day of the hostel's calendar. */
export function sameDayIn(a: string, b: string, timeZone: string): boolean {
  const day = dateTimeFormat('en', { year: 'numeric', month: 'numeric', day: 'numeric', timeZone });
  return day.format(new Date(a)) === day.format(new Date(b));
}
