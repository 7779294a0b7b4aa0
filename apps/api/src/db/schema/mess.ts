import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { meals } from './meals.ts';

/** The rules a hostel sets (migration 0016): one row, id 1. */
export const messSettings = pgTable('mess_settings', {
  id: smallint('id').primaryKey().default(1),
  timeZone: text('time_zone').notNull().default('Asia/Dhaka'),
  breakfastStarts: time('breakfast_starts').notNull().default('07:00'),
  breakfastEnds: time('breakfast_ends').notNull().default('09:30'),
  lunchStarts: time('lunch_starts').notNull().default('13:00'),
  lunchEnds: time('lunch_ends').notNull().default('15:00'),
  dinnerStarts: time('dinner_starts').notNull().default('20:00'),
  dinnerEnds: time('dinner_ends').notNull().default('22:00'),
  cutoffMinutes: integer('cutoff_minutes').notNull().default(180),
  rebatePercent: integer('rebate_percent').notNull().default(100),
  rebateCapSlots: integer('rebate_cap_slots').notNull().default(30),
  earlyAccessDays: integer('early_access_days').notNull().default(7),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which catalog meals are cooked in a slot of a date, in the order the admin put them. */
export const menuEntries = pgTable(
  'menu_entries',
  {
    date: date('date', { mode: 'string' }).notNull(),
    slot: text('slot', { enum: ['breakfast', 'lunch', 'dinner'] }).notNull(),
    mealId: uuid('meal_id')
      .notNull()
      .references(() => meals.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ name: 'menu_entries_pk', columns: [t.date, t.slot, t.mealId] }),
    check('menu_entries_slot_valid', sql`${t.slot} in ('breakfast', 'lunch', 'dinner')`),
    index('menu_entries_meal_idx').on(t.mealId),
  ],
);
