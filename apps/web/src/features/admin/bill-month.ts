import { type Language, LOCALES } from '../../i18n/languages.ts';

/** A bill's month, `YYYY-MM`. */
export type BillMonth = string;

/** The month `at` falls in, in `timeZone` (a bill's month is the hostel's, not the reader's). */
export function monthIn(timeZone: string, at: Date): BillMonth {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

/** `2026-01` moved by `by` months: `-1` → `2025-12`. */
export function shiftMonth(month: BillMonth, by: number): BillMonth {
  const [year = 1970, index = 1] = month.split('-').map(Number);
  const moved = new Date(Date.UTC(year, index - 1 + by, 1));
  return `${moved.getUTCFullYear()}-${String(moved.getUTCMonth() + 1).padStart(2, '0')}`;
}

const monthFormats = new Map<Language, Intl.DateTimeFormat>();
/** `November 2026` / `নভেম্বর ২০২৬`. */
export function monthName(month: BillMonth, language: Language): string {
  let format = monthFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], { month: 'long', year: 'numeric', timeZone: 'UTC' });
    monthFormats.set(language, format);
  }
  return format.format(new Date(`${month}-01T00:00:00Z`));
}
