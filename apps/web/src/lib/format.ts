export const TAKA_SIGN = '৳';

/**
 * Formats an amount of taka with the ৳ sign: `formatTaka(120)` → `৳120.00`,
 * `formatTaka(3000, { fractionDigits: 0 })` → `৳3000`. Missing or non-finite amounts count as 0.
 */
export function formatTaka(amount: number | null | undefined, { fractionDigits = 2 } = {}): string {
  const value = typeof amount === 'number' && Number.isFinite(amount) ? amount : 0;
  return `${TAKA_SIGN}${value.toLocaleString('en-US', {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
    useGrouping: false,
  })}`;
}

/** `1` → `1 like`, `3` → `3 likes`. */
export const pluralize = (count: number, singular: string, plural = `${singular}s`) =>
  `${count} ${count === 1 ? singular : plural}`;
