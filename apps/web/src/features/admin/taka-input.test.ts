import { describe, expect, it } from 'vitest';
import { poishaToTakaInput, takaToPoisha } from './taka-input.ts';

describe('taka typed as poisha', () => {
  it.each([
    ['3900', 390000],
    ['0.29', 29],
    ['1234.5', 123450],
    ['৳3,900.05', 390005],
    ['৩৯০০', 390000],
    [' 12 ', 1200],
  ])('%s → %i', (typed, poisha) => expect(takaToPoisha(typed)).toBe(poisha));

  it.each(['', 'abc', '1.234', '-5', '1e3', '12..3'])('refuses %j', (typed) => expect(takaToPoisha(typed)).toBeNull());

  it('writes poisha back as the field shows it', () => {
    expect(poishaToTakaInput(390000)).toBe('3900');
    expect(poishaToTakaInput(390005)).toBe('3900.05');
    expect(takaToPoisha(poishaToTakaInput(123456))).toBe(123456);
  });
});
