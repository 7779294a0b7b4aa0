import { addDays } from '@hostel/contract/calendar-date';
import { describe, expect, it } from 'vitest';
import { datesBetween, menuRange } from './menu-dates.ts';
import { dayMonth, longDate, sameDayIn, timeOfDay, weekdayShort } from './menu-format.ts';

describe('menu dates', () => {
  it('adds days across months and years', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('lists the dates between two, both included', () => {
    expect(datesBetween('2026-11-29', '2026-12-02')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
    expect(datesBetween('2026-11-29', '2026-11-28')).toEqual([]);
  });

  it('asks from the day before the reader’s today, for the longest range the API takes', () => {
    const { from, to } = menuRange(new Date(2026, 10, 24, 10));
    expect(from).toBe('2026-11-23');
    expect(to).toBe('2026-12-23');
  });
});

describe('menu formats', () => {
  it('writes a calendar date the same in every zone, in both languages', () => {
    expect(weekdayShort('2026-11-25', 'en')).toBe('Wed');
    expect(dayMonth('2026-11-25', 'en')).toBe('25 Nov');
    expect(longDate('2026-11-25', 'en')).toBe('Wednesday, 25 November');
    expect(dayMonth('2026-11-25', 'bn')).toMatch(/^২৫ /);
    expect(longDate('2026-11-25', 'bn')).toMatch(/^বুধবার, ২৫ /);
  });

  it("writes a time of day on the hostel's clock, with Bangla digits and day periods in words", () => {
    // 07:00 UTC is 1:00 PM in Dhaka, whatever the zone of the computer reading it.
    const oneInTheAfternoonInDhaka = '2026-11-25T07:00:00Z';
    expect(timeOfDay(oneInTheAfternoonInDhaka, 'en', 'Asia/Dhaka')).toBe('1:00 PM');
    expect(timeOfDay(oneInTheAfternoonInDhaka, 'bn', 'Asia/Dhaka')).toBe('১:০০ অপরাহ্ণ');
    expect(timeOfDay(oneInTheAfternoonInDhaka, 'en', 'Asia/Dhaka', { weekday: true })).toBe('Wed 1:00 PM');
    expect(timeOfDay(oneInTheAfternoonInDhaka, 'en', 'UTC')).toBe('7:00 AM');
    expect(timeOfDay('not a time', 'en', 'Asia/Dhaka')).toBe('');
  });

  it("tells whether two instants are one day of the hostel's calendar", () => {
    // 19:00 UTC on the 24th is 1:00 AM on the 25th in Dhaka.
    expect(sameDayIn('2026-11-24T19:00:00Z', '2026-11-25T07:00:00Z', 'Asia/Dhaka')).toBe(true);
    expect(sameDayIn('2026-11-24T19:00:00Z', '2026-11-25T07:00:00Z', 'UTC')).toBe(false);
  });
});
