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

/**
 * The hostel's anchor row (migration 0016), id 1: menu edits lock it, and statements of subqueries
 * select from it. Its rules moved to `mess_rules` (issue 26), where each version has a date.
 */
export const messSettings = pgTable('mess_settings', {
  id: smallint('id').primaryKey().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The hostel's rules, each version from the date it holds until the next one (decision 110). */
export const messRules = pgTable('mess_rules', {
  effectiveFrom: date('effective_from', { mode: 'string' }).primaryKey(),
  timeZone: text('time_zone').notNull(),
  breakfastStarts: time('breakfast_starts').notNull(),
  breakfastEnds: time('breakfast_ends').notNull(),
  lunchStarts: time('lunch_starts').notNull(),
  lunchEnds: time('lunch_ends').notNull(),
  dinnerStarts: time('dinner_starts').notNull(),
  dinnerEnds: time('dinner_ends').notNull(),
  cutoffMinutes: integer('cutoff_minutes').notNull(),
  rebatePercent: integer('rebate_percent').notNull(),
  rebateCapSlots: integer('rebate_cap_slots').notNull(),
  earlyAccessDays: integer('early_access_days').notNull(),
  savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
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
