import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { meals } from './meals.ts';
import { users } from './users.ts';

export const REQUEST_STATUSES = ['pending', 'Served'] as const;

/** A student's request to be served a meal; one per user and meal. */
export const mealRequests = pgTable(
  'meal_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mealId: uuid('meal_id')
      .notNull()
      .references(() => meals.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: REQUEST_STATUSES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    servedAt: timestamp('served_at', { withTimezone: true }),
  },
  (t) => [
    check('meal_requests_status_valid', sql`${t.status} in ('pending', 'Served')`),
    unique('meal_requests_meal_user_unique').on(t.mealId, t.userId),
    index('meal_requests_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('meal_requests_created_idx').on(t.createdAt, t.id),
  ],
);
