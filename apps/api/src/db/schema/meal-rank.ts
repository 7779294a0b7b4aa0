import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { meals } from './meals.ts';

/**
 * What meals are ranked and matched by (likes, reviews, title, whether on the menu), one row per
 * meal, kept by triggers on meals (migration 0009): never written by the app. Its indexes used to
 * be on meals, where every like then wrote a new entry into all twelve of the table's indexes; with
 * no index on the counters, a like updates the meal in place (a HOT update) and only this narrow
 * row's three indexes (docs/decisions/039-writes-and-reads-that-postgresql-does-once-not-per-request-b.md).
 */
export const mealRank = pgTable(
  'meal_rank',
  {
    mealId: uuid('meal_id')
      .primaryKey()
      .references(() => meals.id, { onDelete: 'cascade' }),
    ongoing: boolean('ongoing').notNull(),
    titleLower: text('title_lower').notNull(),
    likes: integer('likes').notNull(),
    reviews: integer('reviews').notNull(),
  },
  (t) => [
    // Admin "All Meals" table: likes then reviews count.
    index('meal_rank_popularity_idx').on(t.likes, t.reviews, t.mealId),
    // Best title match (/meals/search): the exact title, and within a tier the most liked first.
    index('meal_rank_ongoing_title_idx').on(t.titleLower, t.likes, t.mealId).where(sql`ongoing`),
    index('meal_rank_ongoing_likes_idx').on(t.likes, t.mealId).where(sql`ongoing`),
  ],
);
