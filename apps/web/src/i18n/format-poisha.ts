import { formatTaka } from './format.ts';
import type { Language } from './languages.ts';

const MINUS = '\u2212';

/**
 * An amount kept in poisha (৳1 = 100 poisha), as taka: `12000` → `৳120`, `12050` → `৳120.50`
 * (`৳১২০` in Bangla); whole taka without decimals, as prices are written on the menu. A negative
 * amount reads `−৳50`; `signed` also writes `+` before a positive one (bill lines). Kept apart from
 * format.ts so only the screens that show poisha (menu, bill, receipt) carry it.
 */
export function formatPoisha(poisha: number, language: Language, { signed = false } = {}): string {
  const value = Number.isFinite(poisha) ? Math.trunc(poisha) : 0;
  const size = Math.abs(value);
  const taka = formatTaka(size / 100, { fractionDigits: size % 100 === 0 ? 0 : 2, language });
  if (value < 0) return `${MINUS}${taka}`;
  return signed && value > 0 ? `+${taka}` : taka;
}
