import { describe, expect, it } from 'vitest';
import { ariaSortOf, DEFAULT_BALANCES_ORDER, nextBalancesOrder } from './balance-sort.ts';

describe('the balances order', () => {
  it('opens on the biggest due first', () => {
    expect(DEFAULT_BALANCES_ORDER).toEqual({ by: 'due', order: 'desc' });
    expect(ariaSortOf(DEFAULT_BALANCES_ORDER, 'due')).toBe('descending');
    expect(ariaSortOf(DEFAULT_BALANCES_ORDER, 'name')).toBe('none');
  });

  it('starts names A to Z and amounts biggest first, and turns a column round on a second click', () => {
    const byName = nextBalancesOrder(DEFAULT_BALANCES_ORDER, 'name');
    expect(byName).toEqual({ by: 'name', order: 'asc' });
    expect(nextBalancesOrder(byName, 'name')).toEqual({ by: 'name', order: 'desc' });
    expect(nextBalancesOrder(byName, 'payments')).toEqual({ by: 'payments', order: 'desc' });
    expect(nextBalancesOrder(DEFAULT_BALANCES_ORDER, 'due')).toEqual({ by: 'due', order: 'asc' });
    expect(ariaSortOf(nextBalancesOrder(DEFAULT_BALANCES_ORDER, 'due'), 'due')).toBe('ascending');
  });
});
