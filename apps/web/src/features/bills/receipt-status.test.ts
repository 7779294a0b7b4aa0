import { describe, expect, it } from 'vitest';
import { isNamedStatus, receiptStatus } from './receipt-status.ts';

describe('receiptStatus', () => {
  it('is the provider’s status while nothing was given back', () => {
    expect(receiptStatus({ status: 'succeeded', amount: 300_000, refundedAmount: 0 })).toBe('succeeded');
    expect(receiptStatus({ status: 'processing', amount: 300_000, refundedAmount: 0 })).toBe('processing');
  });

  it('says refunded, or partly, once money came back', () => {
    expect(receiptStatus({ status: 'succeeded', amount: 300_000, refundedAmount: 300_000 })).toBe('refunded');
    expect(receiptStatus({ status: 'succeeded', amount: 300_000, refundedAmount: 100_000 })).toBe('partially_refunded');
  });

  it('names only the statuses the catalog has', () => {
    expect(isNamedStatus('refunded')).toBe(true);
    expect(isNamedStatus('requires_action')).toBe(false);
  });
});
