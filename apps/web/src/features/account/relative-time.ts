import { type Language, LOCALES } from '../../i18n/languages.ts';

const UNITS: ReadonlyArray<readonly [Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

const formats = new Map<Language, Intl.RelativeTimeFormat>();
function relativeFormat(language: Language) {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(LOCALES[language], { numeric: 'auto' });
    formats.set(language, format);
  }
  return format;
}

/**
 * How long ago a moment was, in words of the reader's language: "now", "5 minutes ago", "yesterday",
 * "3 weeks ago". Moments a little in the future (clocks disagree) count as now; '' for an invalid one.
 */
export function timeAgo(value: string | Date, language: Language, now: number = Date.now()): string {
  const time = (value instanceof Date ? value : new Date(value)).getTime();
  if (Number.isNaN(time)) return '';
  const seconds = Math.max(0, Math.round((now - time) / 1000));
  const format = relativeFormat(language);
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return format.format(0, 'second');
}
