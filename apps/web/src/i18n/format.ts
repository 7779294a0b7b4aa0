import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language, LOCALES } from './languages.ts';

const TAKA_SIGN = '৳';

type DateInput = string | Date;
const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));
const finite = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

// Bangla's day periods in words: ICU's bn-BD data still writes AM/PM in Latin letters.
export const BANGLA_DAY_PERIOD: Record<string, string> = { AM: 'পূর্বাহ্ণ', PM: 'অপরাহ্ণ' };

const formatters = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(language: Language, withTime: boolean) {
  const key = `${language}:${withTime}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      ...(withTime ? { hour: 'numeric', minute: '2-digit', hour12: true } : {}),
    });
    formatters.set(key, format);
  }
  return format;
}

function formatParts(value: DateInput, language: Language, withTime: boolean): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = dateTimeFormat(language, withTime).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const period = language === 'bn' ? (BANGLA_DAY_PERIOD[part('dayPeriod')] ?? part('dayPeriod')) : part('dayPeriod');
  // Day first, as read in Bangladesh, in both languages: `21 Nov 2026, 8:30 PM` / `২১ নভে ২০২৬, ৮:৩০ অপরাহ্ণ`.
  const day = `${part('day')} ${part('month')} ${part('year')}`;
  return withTime ? `${day}, ${part('hour')}:${part('minute')} ${period}` : day;
}

/** A date and time of day in the reader's time zone; '' for an invalid value. */
export const formatDateTime = (value: DateInput, language: Language = 'en') => formatParts(value, language, true);

/** A date only; '' for an invalid value. */
export const formatDate = (value: DateInput, language: Language = 'en') => formatParts(value, language, false);

/** A count or plain number in the language's digits (`6000` / `৬০০০`), without grouping, as the spec shows them. */
export const formatNumber = (value: number | null | undefined, language: Language = 'en', fractionDigits?: number) =>
  finite(value).toLocaleString(LOCALES[language], {
    useGrouping: false,
    ...(fractionDigits === undefined
      ? { maximumFractionDigits: 2 }
      : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }),
  });

/**
 * An amount of taka with the ৳ sign: `৳120.00` / `৳১২০.০০`; `{ fractionDigits: 0 }` → `৳3000`.
 * Missing or non-finite amounts count as 0.
 */
export const formatTaka = (
  amount: number | null | undefined,
  { fractionDigits = 2, language = 'en' as Language } = {},
) => `${TAKA_SIGN}${formatNumber(amount, language, fractionDigits)}`;

/** The formatters bound to the current language; components using it re-render when it changes. */
export function useFormat() {
  const { i18n } = useTranslation();
  const language: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return useMemo(
    () => ({
      language,
      dateTime: (value: DateInput) => formatDateTime(value, language),
      date: (value: DateInput) => formatDate(value, language),
      number: (value: number | null | undefined, fractionDigits?: number) =>
        formatNumber(value, language, fractionDigits),
      taka: (amount: number | null | undefined, options: { fractionDigits?: number } = {}) =>
        formatTaka(amount, { ...options, language }),
    }),
    [language],
  );
}
