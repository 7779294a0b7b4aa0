import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { meals } from './meals.ts';
import { users } from './users.ts';

/** One row per user and liked meal: a user likes a meal at most once. */
export const mealLikes = pgTable(
  'meal_likes',
  {
    mealId: uuid('meal_id')
      .notNull()
      .references(() => meals.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.mealId, t.userId] }), index('meal_likes_user_idx').on(t.userId)],
);
