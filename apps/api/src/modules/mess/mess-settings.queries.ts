import type { MessSettings } from '@hostel/contract/mess';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { messSettings } from '../../db/schema/mess.ts';
import { now } from '../../lib/clock.ts';

type SettingsRow = typeof messSettings.$inferSelect;

/** PostgreSQL answers a `time` as HH:MM:SS; the contract speaks HH:MM. */
const hhmm = (time: string) => time.slice(0, 5);

export function toSettings(row: SettingsRow): MessSettings {
  return {
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

/** The hostel's rules: migration 0016 writes the one row, so there always is one. */
export async function getMessSettings(db: Db): Promise<MessSettings> {
  // Read by every menu call: prepared, so PostgreSQL plans it once per connection.
  const statement = preparedOnce(db, 'mess_settings', () =>
    db.select().from(messSettings).where(eq(messSettings.id, 1)).prepare('mess_settings'),
  );
  const [row] = await statement.execute();
  if (!row) throw new Error('mess_settings has no row: migration 0016 writes it');
  return toSettings(row);
}

export async function saveMessSettings(db: Db, settings: MessSettings): Promise<MessSettings> {
  const [row] = await db
    .update(messSettings)
    .set({
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
      updatedAt: now(),
    })
    .where(eq(messSettings.id, 1))
    .returning();
  if (!row) throw new Error('mess_settings has no row: migration 0016 writes it');
  return toSettings(row);
}
