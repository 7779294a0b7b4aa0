import { describe, expect, it } from 'vitest';
import { monthIn, monthName, shiftMonth } from './bill-month.ts';

describe('bill months', () => {
  it("reads the month in the hostel's zone, not the reader's", () => {
    // 20:30 UTC on 30 November is already 1 December in Dhaka (UTC+6).
    const at = new Date('2026-11-30T20:30:00Z');
    expect(monthIn('Asia/Dhaka', at)).toBe('2026-12');
    expect(monthIn('UTC', at)).toBe('2026-11');
  });

  it('steps across years both ways', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-11', 0)).toBe('2026-11');
    expect(shiftMonth('2026-03', -14)).toBe('2025-01');
  });

  it('names the month in both languages', () => {
    expect(monthName('2026-11', 'en')).toBe('November 2026');
    expect(monthName('2026-11', 'bn')).toBe('নভেম্বর ২০২৬');
  });
});
