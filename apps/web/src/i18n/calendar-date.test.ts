import { describe, expect, it } from 'vitest';
import { calendarDate, isCalendarDate, toCalendarDate } from './calendar-date.ts';

describe('calendar dates', () => {
  it('writes a date day first, in either language, whatever the reader’s zone', () => {
    expect(calendarDate('2026-12-24', 'en')).toBe('24 Dec 2026');
    expect(calendarDate('2026-12-24', 'bn')).toMatch(/^২৪ ডিসে.* ২০২৬$/);
    expect(calendarDate('2026-11-05', 'en')).toBe('5 Nov 2026');
    expect(calendarDate('2026-11-05', 'bn')).toMatch(/^৫ নভে[^ ]* ২০২৬$/);
    expect(calendarDate('not a date', 'en')).toBe('');
    // An instant reads as its date in Dhaka (UTC+6).
    expect(calendarDate('2026-12-24T20:00:00.000Z', 'en')).toBe('25 Dec 2026');
  });

  it('tells a calendar date from an instant', () => {
    expect(isCalendarDate('2026-12-24')).toBe(true);
    expect(isCalendarDate('2026-12-24T20:00:00.000Z')).toBe(false);
    expect(toCalendarDate('2026-12-24T20:00:00.000Z')).toBe('2026-12-25');
    expect(toCalendarDate('nope')).toBe('');
  });
});
