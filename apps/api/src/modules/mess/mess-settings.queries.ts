import type { DatedMessSettings, MessSettings } from '@hostel/contract/mess';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { messRules } from '../../db/schema/mess.ts';
import { now } from '../../lib/clock.ts';
import { type RuleBook, rulesAt } from './rule-book.ts';

type RulesRow = Pick<typeof messRules.$inferSelect, Exclude<keyof typeof messRules.$inferSelect, 'savedAt'>>;

/** PostgreSQL answers a `time` as HH:MM:SS; the contract speaks HH:MM. */
const hhmm = (time: string) => time.slice(0, 5);

export function toSettings(row: RulesRow): DatedMessSettings {
  return {
    effectiveFrom: row.effectiveFrom,
    timeZone: row.timeZone,
    slots: {
      breakfast: { starts: hhmm(row.breakfastStarts), ends: hhmm(row.breakfastEnds) },
      lunch: { starts: hhmm(row.lunchStarts), ends: hhmm(row.lunchEnds) },
      dinner: { starts: hhmm(row.dinnerStarts), ends: hhmm(row.dinnerEnds) },
    },
    cutoffMinutes: row.cutoffMinutes,
    rebatePercent: row.rebatePercent,
    rebateCapSlots: row.rebateCapSlots,
    earlyAccessDays: row.earlyAccessDays,
  };
}

/** Every version of the hostel's rules, oldest first (migration 0029 writes the first). */
export async function getRuleBook(db: Db): Promise<RuleBook> {
  // Read by every bill and attendance change: prepared, so PostgreSQL plans it once per connection.
  // A handful of rows: a hostel changes its rules a few times a year.
  const statement = preparedOnce(db, 'mess_rules', () =>
    db.select().from(messRules).orderBy(asc(messRules.effectiveFrom)).prepare('mess_rules'),
  );
  const rows = await statement.execute();
  if (rows.length === 0) throw new Error('mess_rules has no row: migration 0029 writes the first');
  return rows.map(toSettings);
}

/** The rules in force now (with the date from which they hold). */
export async function getMessSettings(db: Db): Promise<DatedMessSettings> {
  return rulesAt(await getRuleBook(db), now()).rules;
}

/**
 * Saves rules from a date on (the route checks the date): a version already starting that date is
 * replaced; the versions after it stay, each still holding from its own date.
 */
export async function saveMessRules(db: Db, settings: MessSettings, effectiveFrom: string): Promise<void> {
  const values = {
    timeZone: settings.timeZone,
    breakfastStarts: settings.slots.breakfast.starts,
    breakfastEnds: settings.slots.breakfast.ends,
    lunchStarts: settings.slots.lunch.starts,
    lunchEnds: settings.slots.lunch.ends,
    dinnerStarts: settings.slots.dinner.starts,
    dinnerEnds: settings.slots.dinner.ends,
    cutoffMinutes: settings.cutoffMinutes,
    rebatePercent: settings.rebatePercent,
    rebateCapSlots: settings.rebateCapSlots,
    earlyAccessDays: settings.earlyAccessDays,
    savedAt: now(),
  };
  await db
    .insert(messRules)
    .values({ effectiveFrom, ...values })
    .onConflictDoUpdate({ target: messRules.effectiveFrom, set: values });
}
