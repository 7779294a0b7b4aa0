import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { meals } from '../src/db/schema/meals.ts';
import { reviews } from '../src/db/schema/reviews.ts';

/** The meal's stored review count and rating. */
export async function mealCounts(db: Db, mealId: string) {
  const [m] = await db.select({ reviews: meals.reviews, rating: meals.rating }).from(meals).where(eq(meals.id, mealId));
  return { reviews: m?.reviews, rating: Number(m?.rating) };
}

/**
 * What the meal's rating should be, worked out here rather than by the SQL function under test:
 * each reviewer's newest review with stars (newest by created_at, then id, as the database orders
 * them to the microsecond), averaged over reviewers, to two decimals.
 */
export async function expectedRating(db: Db, mealId: string): Promise<number> {
  const rows = await db
    .select({ author: sql<string>`coalesce(${reviews.userId}, ${reviews.formerAuthor})`, stars: reviews.stars })
    .from(reviews)
    .where(eq(reviews.mealId, mealId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  // A deleted account's reviews count as one former student's (migration 0015).
  const newest = new Map<string, number>();
  for (const row of rows) if (row.stars !== null && !newest.has(row.author)) newest.set(row.author, row.stars);
  if (newest.size === 0) return 0;
  const sum = [...newest.values()].reduce((total, stars) => total + stars, 0);
  return Math.round((sum / newest.size) * 100) / 100;
}
