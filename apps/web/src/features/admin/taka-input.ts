/**
 * An amount typed in taka ("3900", "৳3,900.50", "৩৯০০") as poisha, exactly: the digits are read as
 * text, never multiplied as a float (0.29 × 100 is 28.999…). Null when it is not an amount with at
 * most two decimals.
 */
export function takaToPoisha(typed: string): number | null {
  const text = typed
    .trim()
    .replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6))
    .replace(/^৳\s*/, '')
    .replace(/,/g, '');
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Poisha as the field shows it in taka: `390000` → `3900`, `390050` → `3900.50`. */
export const poishaToTakaInput = (poisha: number) =>
  poisha % 100 === 0 ? String(poisha / 100) : `${Math.trunc(poisha / 100)}.${String(poisha % 100).padStart(2, '0')}`;
