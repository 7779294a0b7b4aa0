import { describe, expect, it } from 'vitest';
import { quotePlan } from './plan-quote.ts';

const DAY = 86_400_000;
const T0 = Date.parse('2026-11-24T04:00:00Z');
const period = (plan: 'Silver' | 'Gold' | 'Platinum', from: number, days = 30) => ({
  id: `${plan}-${from}`,
  plan,
  startsAt: new Date(from),
  endsAt: new Date(from + days * DAY),
});

describe('quotePlan', () => {
  it('charges an upgrade the difference for each lower period still to run, in whole days', () => {
    // Silver in force with 5 days left, then Gold queued for 30: Platinum raises both.
    const periods = [period('Silver', T0 - 25 * DAY), period('Gold', T0 + 5 * DAY)];
    const quote = quotePlan(periods, 'Platinum', new Date(T0));
    expect(quote.kind).toBe('upgrade');
    expect(quote.raises.map((p) => p.plan)).toEqual(['Silver', 'Gold']);
    // (9900 − 3000) × 5/30 + (9900 − 6000) × 30/30, in poisha.
    expect(quote.amount).toBe(115000 + 390000);
    expect(quote.endsAt).toEqual(new Date(T0 + 35 * DAY));
  });

  it('rounds a part day up, so the quote holds all day', () => {
    const periods = [period('Gold', T0 - 10 * DAY)];
    const morning = quotePlan(periods, 'Platinum', new Date(T0 + 1));
    const evening = quotePlan(periods, 'Platinum', new Date(T0 + DAY - 1));
    expect(morning.amount).toBe(evening.amount);
    expect(morning.amount).toBe(260000);
  });

  it('queues the same or a lower plan after the last paid-for day, and stops at 90 days ahead', () => {
    const periods = [period('Gold', T0 - DAY), period('Silver', T0 + 29 * DAY)];
    expect(quotePlan(periods, 'Gold', new Date(T0))).toMatchObject({
      kind: 'extend',
      startsAt: new Date(T0 + 59 * DAY),
      allowed: true,
    });
    expect(quotePlan(periods, 'Silver', new Date(T0))).toMatchObject({ kind: 'later', amount: 300000 });
    const full = [...periods, period('Gold', T0 + 59 * DAY)];
    expect(quotePlan(full, 'Gold', new Date(T0)).allowed).toBe(false);
  });

  it('starts a new period now when nothing runs', () => {
    expect(quotePlan([period('Gold', T0 - 40 * DAY)], 'Silver', new Date(T0))).toMatchObject({
      kind: 'new',
      amount: 300000,
      startsAt: new Date(T0),
      endsAt: new Date(T0 + 30 * DAY),
    });
  });
});
