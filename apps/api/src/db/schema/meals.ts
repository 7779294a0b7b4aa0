import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const MEAL_CATEGORIES = ['Breakfast', 'Lunch', 'Dinner'] as const;
export const MEAL_STATUSES = ['ongoing', 'upcoming'] as const;

/**
 * Meals and upcoming meals live in one table: an upcoming meal is a meal with status 'upcoming'
 * that becomes 'ongoing' when published or released, keeping its id, likes and reviews.
 * likes, reviews and rating are counters kept exact by the writes that change them.
 */
export const meals = pgTable(
  'meals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    category: text('category', { enum: MEAL_CATEGORIES }).notNull(),
    image: text('image'),
    ingredients: text('ingredients').array().notNull().default(sql`'{}'::text[]`),
    description: text('description').notNull().default(''),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    distributorName: text('distributor_name').notNull(),
    postTime: timestamp('post_time', { withTimezone: true }).notNull().defaultNow(),
    addedBy: text('added_by').references(() => users.id, { onDelete: 'set null' }),
    likes: integer('likes').notNull().default(0),
    reviews: integer('reviews').notNull().default(0),
    rating: numeric('rating', { precision: 3, scale: 2 }).notNull().default('0'),
    status: text('status', { enum: MEAL_STATUSES }).notNull().default('ongoing'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('meals_price_nonnegative', sql`${t.price} >= 0`),
    check('meals_category_valid', sql`${t.category} in ('Breakfast', 'Lunch', 'Dinner')`),
    check('meals_status_valid', sql`${t.status} in ('ongoing', 'upcoming')`),
    check('meals_counters_nonnegative', sql`${t.likes} >= 0 and ${t.reviews} >= 0`),
    // Keyset paging of the public list: every sort is (key, id) inside status 'ongoing',
    // with and without a category filter. Btree indexes serve both directions.
    index('meals_ongoing_date_idx').on(t.postTime, t.id).where(sql`status = 'ongoing'`),
    index('meals_ongoing_price_idx').on(t.price, t.id).where(sql`status = 'ongoing'`),
    index('meals_ongoing_category_idx').on(t.category, t.id).where(sql`status = 'ongoing'`),
    index('meals_ongoing_category_date_idx').on(t.category, t.postTime, t.id).where(sql`status = 'ongoing'`),
    index('meals_ongoing_category_price_idx').on(t.category, t.price, t.id).where(sql`status = 'ongoing'`),
    index('meals_upcoming_date_idx').on(t.postTime, t.id).where(sql`status = 'upcoming'`),
    // No index on likes or reviews: a like then updates the meal in place (meal-rank.ts has those).
    index('meals_added_by_idx').on(t.addedBy),
    // "Does a meal show this photo?" (unused uploads are removed); hash: a URL may outgrow a btree entry.
    index('meals_image_idx').using('hash', t.image),
    // Title search (ILIKE '%q%') on both PGlite and PostgreSQL.
    index('meals_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
  ],
);
