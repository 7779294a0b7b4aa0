import { describe, expect, it } from 'vitest';
import { formatPoisha } from './format-poisha.ts';

describe('formatPoisha', () => {
  it('writes whole taka without decimals and part taka with two', () => {
    expect(formatPoisha(12_000, 'en')).toBe('৳120');
    expect(formatPoisha(12_050, 'en')).toBe('৳120.50');
    expect(formatPoisha(5, 'en')).toBe('৳0.05');
    expect(formatPoisha(0, 'en')).toBe('৳0');
  });

  it('writes a credit with a minus sign, and a charge with a plus when asked', () => {
    expect(formatPoisha(-4_500, 'en')).toBe('−৳45');
    expect(formatPoisha(4_500, 'en', { signed: true })).toBe('+৳45');
    expect(formatPoisha(-4_500, 'en', { signed: true })).toBe('−৳45');
    expect(formatPoisha(0, 'en', { signed: true })).toBe('৳0');
  });

  it('uses Bangla digits in Bangla', () => {
    expect(formatPoisha(300_000, 'bn')).toBe('৳৩০০০');
    expect(formatPoisha(-12_050, 'bn', { signed: true })).toBe('−৳১২০.৫০');
  });

  it('counts a value that is not a number as nothing', () => {
    expect(formatPoisha(Number.NaN, 'en')).toBe('৳0');
  });
});
