import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatNumber, formatTaka } from './format.ts';
import bnCommon from './locales/bn/common.json';
import bnControls from './locales/bn/controls.json';
import bnMeals from './locales/bn/meals.json';
import enCommon from './locales/en/common.json';
import enControls from './locales/en/controls.json';
import enMeals from './locales/en/meals.json';

// Local wall-clock times: the formatters show the reader's time zone, whatever the machine's is.
const evening = new Date(2026, 10, 21, 20, 30);
const morning = new Date(2026, 0, 5, 9, 5);
const midnight = new Date(2026, 6, 1, 0, 0);

/** Bangla script (digits included), spaces and the punctuation the formats use: no Latin letter or digit. */
const BANGLA_ONLY = /^[\u0980-\u09FF\s,:.]+$/u;

describe('dates', () => {
  it('read day first with a 12-hour clock in English', () => {
    expect(formatDateTime(evening, 'en')).toBe('21 Nov 2026, 8:30 PM');
    expect(formatDateTime(morning, 'en')).toBe('5 Jan 2026, 9:05 AM');
    expect(formatDateTime(midnight, 'en')).toBe('1 Jul 2026, 12:00 AM');
    expect(formatDate(evening, 'en')).toBe('21 Nov 2026');
  });

  it('use Bangla digits, month names and day periods in Bangla', () => {
    expect(formatDateTime(evening, 'bn')).toBe('২১ নভে ২০২৬, ৮:৩০ অপরাহ্ণ');
    expect(formatDateTime(morning, 'bn')).toBe('৫ জানু ২০২৬, ৯:০৫ পূর্বাহ্ণ');
    expect(formatDateTime(midnight, 'bn')).toBe('১ জুল ২০২৬, ১২:০০ পূর্বাহ্ণ');
    expect(formatDate(evening, 'bn')).toBe('২১ নভে ২০২৬');
  });

  it('leave no Latin letter in any Bangla month or hour', () => {
    for (let month = 0; month < 12; month++) {
      for (const hour of [0, 6, 11, 12, 13, 23]) {
        const text = formatDateTime(new Date(2026, month, 15, hour, 45), 'bn');
        expect(text, `${month}/${hour}`).toMatch(BANGLA_ONLY);
      }
    }
  });

  it('take ISO strings (read in local time) and answer nothing for an invalid date', () => {
    expect(formatDateTime(evening.toISOString(), 'en')).toBe('21 Nov 2026, 8:30 PM');
    expect(formatDateTime('not a date', 'bn')).toBe('');
    expect(formatDate('', 'en')).toBe('');
  });

  it('default to English', () => {
    expect(formatDate(evening)).toBe('21 Nov 2026');
  });
});

describe('numbers', () => {
  it('are written without grouping, up to two decimals', () => {
    expect(formatNumber(6000, 'en')).toBe('6000');
    expect(formatNumber(1234567, 'en')).toBe('1234567');
    expect(formatNumber(35.5, 'en')).toBe('35.5');
    expect(formatNumber(35.256, 'en')).toBe('35.26');
  });

  it('use Bangla digits in Bangla', () => {
    expect(formatNumber(6000, 'bn')).toBe('৬০০০');
    expect(formatNumber(1234567, 'bn')).toBe('১২৩৪৫৬৭');
    expect(formatNumber(35.5, 'bn')).toBe('৩৫.৫');
    expect(formatNumber(0, 'bn')).toBe('০');
  });

  it('can keep a fixed number of decimals (ratings)', () => {
    expect(formatNumber(4.25, 'en', 1)).toBe('4.3');
    expect(formatNumber(4, 'bn', 1)).toBe('৪.০');
  });

  it('count a missing or broken value as 0', () => {
    expect(formatNumber(null, 'en')).toBe('0');
    expect(formatNumber(Number.NaN, 'bn')).toBe('০');
    expect(formatNumber(Number.POSITIVE_INFINITY, 'en')).toBe('0');
  });
});

describe('taka', () => {
  it('puts the ৳ sign before the amount, two decimals by default', () => {
    expect(formatTaka(120)).toBe('৳120.00');
    expect(formatTaka(120, { language: 'bn' })).toBe('৳১২০.০০');
    expect(formatTaka(35.5, { language: 'bn' })).toBe('৳৩৫.৫০');
  });

  it('drops decimals when asked (plan prices)', () => {
    expect(formatTaka(6000, { fractionDigits: 0 })).toBe('৳6000');
    expect(formatTaka(9900, { fractionDigits: 0, language: 'bn' })).toBe('৳৯৯০০');
  });

  it('shows ৳0 for a missing amount', () => {
    expect(formatTaka(undefined)).toBe('৳0.00');
    expect(formatTaka(Number.NaN, { language: 'bn', fractionDigits: 0 })).toBe('৳০');
  });
});

describe('numbers inside catalog text', () => {
  const i18n = i18next.createInstance();
  beforeAll(async () => {
    await i18n.init({
      lng: 'en',
      fallbackLng: 'en',
      defaultNS: 'common',
      resources: {
        en: { common: enCommon, meals: enMeals, controls: enControls },
        bn: { common: bnCommon, meals: bnMeals, controls: bnControls },
      },
      interpolation: { escapeValue: false },
    });
  });

  it('keep the English wording exact', () => {
    const t = i18n.getFixedT('en', 'meals');
    expect(t('like.count', { count: 1 })).toBe('1 like');
    expect(t('like.count', { count: 1200 })).toBe('1200 likes');
    expect(t('details.reviews', { count: 3 })).toBe('3 reviews');
    expect(t('reviews.title', { n: 12 })).toBe('Reviews (12)');
    expect(t('details.price', { amount: formatNumber(120, 'en') })).toBe('Price: 120 Tk');
    expect(i18n.getFixedT('en', 'controls')('pager.status', { page: 2, total: 10 })).toBe('Page 2 of 10');
  });

  it('come out in Bangla digits in Bangla', () => {
    const t = i18n.getFixedT('bn', 'meals');
    expect(t('like.count', { count: 1200 })).toBe('১২০০ লাইক');
    expect(t('reviews.title', { n: 12 })).toBe('রিভিউ (১২)');
    expect(t('details.price', { amount: formatNumber(120, 'bn') })).toBe('মূল্য: ৳১২০');
    expect(t('details.price', { amount: formatNumber(35.5, 'bn') })).toBe('মূল্য: ৳৩৫.৫');
    expect(i18n.getFixedT('bn', 'controls')('pager.status', { page: 2, total: 10 })).toBe('পাতা ২ / ১০');
    expect(i18n.getFixedT('bn')('footer.copyright', { year: 2026 })).toBe('© ২০২৬ হোস্টেল মিলস। সর্বস্বত্ব সংরক্ষিত।');
  });
});
