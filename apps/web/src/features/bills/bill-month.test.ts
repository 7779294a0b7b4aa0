import { ATTENDANCE_AHEAD_DAYS } from '@hostel/contract/mess-constants';
import { describe, expect, it } from 'vitest';
import { addMonths, currentMonth, lastBillMonth, monthName } from './bill-month.ts';

describe('bill months', () => {
  it('is this month where the hostel is, not where the reader is', () => {
    // 20:30 UTC on 31 October is already 1 November in Dhaka (UTC+6).
    expect(currentMonth(new Date('2026-10-31T20:30:00Z'))).toBe('2026-11');
    expect(currentMonth(new Date('2026-10-31T17:30:00Z'))).toBe('2026-10');
    expect(currentMonth(new Date('2026-10-31T20:30:00Z'), 'UTC')).toBe('2026-10');
  });

  it('steps months across years both ways', () => {
    expect(addMonths('2026-11', 1)).toBe('2026-12');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(addMonths('2026-03', -15)).toBe('2024-12');
  });

  it('reaches as far as meals can be changed ahead', () => {
    expect(ATTENDANCE_AHEAD_DAYS).toBe(60);
    // Noon in Dhaka on 25 November: the 60th day, today included, is 23 January.
    expect(lastBillMonth(new Date('2026-11-25T06:00:00Z'))).toBe('2027-01');
    expect(lastBillMonth(new Date('2026-11-01T06:00:00Z'))).toBe('2026-12');
  });

  it('names a month in both languages', () => {
    expect(monthName('2026-11', 'en')).toBe('November 2026');
    expect(monthName('2026-11', 'bn')).toBe('নভেম্বর ২০২৬');
  });
});
