import { describe, expect, it } from 'vitest';
import { addDays, dateIn, datesBetween, instantAt } from './mess-time.ts';

describe('the kitchen clock', () => {
  it("reads the date in the hostel's zone, not the server's, around midnight", () => {
    // 18:29 UTC is 00:29 the next day in Dhaka (UTC+6, no daylight saving).
    expect(dateIn('Asia/Dhaka', new Date('2026-11-24T17:59:59Z'))).toBe('2026-11-24');
    expect(dateIn('Asia/Dhaka', new Date('2026-11-24T18:00:00Z'))).toBe('2026-11-25');
    expect(dateIn('UTC', new Date('2026-11-24T18:00:00Z'))).toBe('2026-11-24');
  });

  it('moves dates across month, year and leap-day ends', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(datesBetween('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
  });

  it('turns a wall-clock time of a date into an instant, daylight saving included', () => {
    expect(instantAt('2026-11-24', '07:00', 'Asia/Dhaka').toISOString()).toBe('2026-11-24T01:00:00.000Z');
    // New York: 08:00 is UTC-5 in winter and UTC-4 in summer.
    expect(instantAt('2026-01-15', '08:00', 'America/New_York').toISOString()).toBe('2026-01-15T13:00:00.000Z');
    expect(instantAt('2026-07-15', '08:00', 'America/New_York').toISOString()).toBe('2026-07-15T12:00:00.000Z');
  });
});
