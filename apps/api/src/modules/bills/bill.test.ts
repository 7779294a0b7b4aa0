import { describe, expect, it } from 'vitest';
import { MESS_DEFAULTS } from '../../../test/mess.ts';
import { taka } from './balances-csv.ts';
import { computeBill } from './bill.ts';

const silver = {
  plan: 'Silver' as const,
  startsAt: new Date('2026-10-01T00:00:00Z'),
  endsAt: new Date('2026-12-31T00:00:00Z'),
  source: 'own' as const,
  sharedBy: null,
};

describe('computeBill', () => {
  it('caps rebates per month, and carries the earlier months into the opening balance', () => {
    const off = (date: string) => ({ date, slot: 'breakfast' as const, on: false, price: 0, counted: true });
    const bill = computeBill({
      settings: { ...MESS_DEFAULTS, rebateCapSlots: 2 },
      month: '2026-11',
      now: new Date('2026-11-30T00:00:00Z'),
      spans: [silver],
      attendance: ['2026-10-10', '2026-10-11', '2026-10-12', '2026-11-03', '2026-11-04', '2026-11-05'].map(off),
      payments: [],
    });
    // October: two of three rebated (−৳200); November the same.
    expect(bill.openingBalance).toBe(-20000);
    expect(bill.rebates).toBe(20000);
    expect(bill.due).toBe(-40000);
  });

  it("gives no rebate for a room-mate's shared cover, and charges nothing for a covered slot turned on", () => {
    const bill = computeBill({
      settings: MESS_DEFAULTS,
      month: '2026-11',
      now: new Date('2026-11-30T00:00:00Z'),
      spans: [{ ...silver, plan: 'Platinum', source: 'roommate', sharedBy: 'Buyer' }],
      attendance: [
        { date: '2026-11-03', slot: 'dinner', on: false, price: 0, counted: false },
        { date: '2026-11-04', slot: 'lunch', on: true, price: 12000, counted: false },
      ],
      payments: [],
    });
    expect(bill).toMatchObject({ charges: 0, rebates: 0, due: 0 });
  });
});

describe('taka', () => {
  it('writes poisha as exact taka', () => {
    expect([taka(123456), taka(-5), taka(0), taka(100)]).toEqual(['1234.56', '-0.05', '0.00', '1.00']);
  });
});
