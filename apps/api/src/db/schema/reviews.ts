import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { meals } from './meals.ts';
import { users } from './users.ts';

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mealId: uuid('meal_id')
      .notNull()
      .references(() => meals.id, { onDelete: 'cascade' }),
    // Null once the author deleted their account; former_author then stands in for them (migration 0015).
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    formerAuthor: text('former_author'),
    text: text('text').notNull(),
    // Optional 1–5 stars; a meal's rating averages each reviewer's newest stars (meal_rating, migration 0012).
    stars: smallint('stars'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reviews_author_known', sql`${t.userId} is not null or ${t.formerAuthor} is not null`),
    check('reviews_stars_range', sql`${t.stars} is null or ${t.stars} between 1 and 5`),
    index('reviews_meal_created_idx').on(t.mealId, t.createdAt, t.id),
    index('reviews_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('reviews_created_idx').on(t.createdAt, t.id),
  ],
);
