import type { PlanQuote } from '@hostel/contract/my-plan';
import { describe, expect, it } from 'vitest';
import { daysBetween, describeQuote, endingInDays, localToday, plansAbove } from './plan-view.ts';

const quote = (overrides: Partial<PlanQuote>): PlanQuote => ({
  plan: 'Gold',
  kind: 'new',
  amount: 600000,
  startsAt: '2026-11-25',
  endsAt: '2026-12-24',
  ...overrides,
});

describe('plan view', () => {
  it('counts days between calendar dates', () => {
    expect(daysBetween('2026-11-25', '2026-11-28')).toBe(3);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-11-25', '2026-11-24')).toBe(-1);
    expect(localToday(new Date(2026, 10, 5, 23, 30))).toBe('2026-11-05');
  });

  it('notices a plan ending within three days with nothing paid for after it', () => {
    const gold = { plan: 'Gold' as const, periodEnd: '2026-11-28', periods: [] };
    expect(endingInDays(gold, '2026-11-25')).toBe(3);
    expect(endingInDays(gold, '2026-11-28')).toBe(0);
    expect(endingInDays(gold, '2026-11-24')).toBeNull();
    expect(endingInDays(gold, '2026-11-29')).toBeNull();
    const followed = { ...gold, periods: [{ plan: 'Silver', startsAt: '2026-11-29', endsAt: '2026-12-28' }] };
    expect(endingInDays(followed, '2026-11-26')).toBeNull();
    expect(endingInDays({ plan: null, periodEnd: null, periods: [] }, '2026-11-26')).toBeNull();
  });

  it('offers the plans above the one in force', () => {
    expect(plansAbove('Silver').map((p) => p.name)).toEqual(['Gold', 'Platinum']);
    expect(plansAbove('Platinum')).toEqual([]);
    expect(plansAbove(null).map((p) => p.name)).toEqual(['Silver', 'Gold', 'Platinum']);
  });

  it('describes what each kind of quote buys', () => {
    expect(describeQuote(quote({}), 'en')).toEqual({
      key: 'quote.new',
      values: { days: 30, start: '25 Nov 2026', end: '24 Dec 2026', after: '24 Nov 2026', amount: '৳6000' },
    });
    const extend = describeQuote(quote({ kind: 'extend', startsAt: '2026-12-25', endsAt: '2027-01-23' }), 'en');
    expect(extend.key).toBe('quote.extend');
    expect(extend.values).toMatchObject({ after: '24 Dec 2026', end: '23 Jan 2027' });
    const later = describeQuote(quote({ plan: 'Silver', kind: 'later', startsAt: '2026-12-25' }), 'en');
    expect(later).toMatchObject({ key: 'quote.later', values: { start: '25 Dec 2026' } });
    const upgrade = describeQuote(quote({ plan: 'Platinum', kind: 'upgrade', amount: 390050 }), 'en');
    expect(upgrade).toMatchObject({ key: 'quote.upgrade', values: { end: '24 Dec 2026', amount: '৳3900.50' } });
    const instants = describeQuote(
      quote({ kind: 'extend', startsAt: '2026-12-24T12:00:00.000Z', endsAt: '2027-01-23T12:00:00.000Z' }),
      'en',
    );
    expect(instants.values.after).toMatch(/^24 Dec 2026, \d{1,2}:00 [AP]M$/);
    expect(instants.values.end).toMatch(/^23 Jan 2027, /);
    const broken = describeQuote(quote({ startsAt: 'soon', endsAt: 'later' }), 'en');
    expect(broken.values).toMatchObject({ start: '', end: '', after: '' });
  });
});
