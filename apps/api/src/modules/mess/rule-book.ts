import type { DatedMessSettings, MessSettings } from '@hostel/contract/mess';
import { dateIn } from './mess-time.ts';

/**
 * The hostel's rules over time (decision 110): every version with the date from which it holds,
 * oldest first; the first holds since before any slot. Pure, so a bill stays a function of history.
 */
export type RuleBook = readonly DatedMessSettings[];

/** The rules in force on a date (YYYY-MM-DD in the hostel's zone). */
export function rulesOn(book: RuleBook, date: string): DatedMessSettings {
  for (let i = book.length - 1; i > 0; i--) {
    const version = book[i] as DatedMessSettings;
    if (version.effectiveFrom <= date) return version;
  }
  const first = book[0];
  if (!first) throw new Error('mess_rules has no row: migration 0029 writes the first');
  return first;
}

/**
 * The rules in force at an instant, and the date it is then. The date is read in the zone of the
 * version it finds (the zone is a rule too, dated like the others): the newest version whose first
 * date has come in its own zone.
 */
export function rulesAt(book: RuleBook, instant: Date): { today: string; rules: DatedMessSettings } {
  for (let i = book.length - 1; i >= 0; i--) {
    const version = book[i] as DatedMessSettings;
    const today = dateIn(version.timeZone, instant);
    if (version.effectiveFrom <= today || i === 0) return { today, rules: version };
  }
  throw new Error('mess_rules has no row: migration 0029 writes the first');
}

/** The versions that start after `today`: the changes ahead. */
export const scheduledAfter = (book: RuleBook, today: string) => book.filter((v) => v.effectiveFrom > today);

/** Drops the date: a version as the rules alone. */
export function rulesOnly({ effectiveFrom: _, ...rules }: DatedMessSettings): MessSettings {
  return rules;
}
