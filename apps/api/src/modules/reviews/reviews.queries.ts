import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { meals } from '../../db/schema/meals.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { users } from '../../db/schema/users.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { afterCursor, type KeysetSort, keyAsText, keysetOrder, takePage } from '../../lib/keyset.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A review with what the spec shows beside it: its meal's title, likes and review count, and its author. */
const reviewColumns = {
  ...getTableColumns(reviews),
  mealTitle: meals.title,
  mealLikes: meals.likes,
  mealReviews: meals.reviews,
  authorName: users.name,
  authorEmail: users.email,
  authorImage: users.image,
};

/** The author's fields are null on a review whose author deleted their account (a former student's). */
export type ReviewRow = typeof reviews.$inferSelect & {
  mealTitle: string;
  mealLikes: number;
  mealReviews: number;
  authorName: string | null;
  authorEmail: string | null;
  authorImage: string | null;
};

// A left join: a deleted account's reviews stay listed everywhere, with no author.
const selectReviews = (db: Db | Tx) =>
  db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(meals, eq(meals.id, reviews.mealId))
    .leftJoin(users, eq(users.id, reviews.userId));

/**
 * The meal's review count and rating, recomputed from its rows in the caller's transaction. The
 * rating counts each student once, with the stars of their newest rated review (SQL function
 * meal_rating, migration 0012): one student's thirty one-star reviews weigh as one.
 * The meal is locked first, in a statement of its own: the recount's snapshot is then taken after
 * every other review transaction on this meal has committed. Recounting in the locking statement
 * itself counted with a snapshot from before the wait, and an edit or delete racing a new review
 * left the counter one off (found by the crash test's invariant check).
 */
async function recountMealReviews(tx: Tx, mealId: string): Promise<void> {
  await tx.select({ id: meals.id }).from(meals).where(eq(meals.id, mealId)).for('update');
  await tx
    .update(meals)
    .set({
      reviews: sql`(select count(*)::int from ${reviews} where ${reviews.mealId} = ${mealId})`,
      rating: sql`meal_rating(${mealId})`,
      updatedAt: new Date(),
    })
    .where(eq(meals.id, mealId));
}

export async function getReviewById(db: Db, id: string): Promise<ReviewRow | undefined> {
  const [row] = await selectReviews(db).where(eq(reviews.id, id));
  return row;
}

export async function createReview(
  db: Db,
  params: { mealId: string; userId: string; text: string; stars: number | null },
): Promise<ReviewRow> {
  const id = await db.transaction(async (tx) => {
    // Locks the meal, so concurrent reviews recount one after another.
    const [meal] = await tx.select({ id: meals.id }).from(meals).where(eq(meals.id, params.mealId)).for('update');
    if (!meal) throw notFound('Meal not found');
    const [row] = await tx.insert(reviews).values(params).returning({ id: reviews.id });
    await recountMealReviews(tx, params.mealId);
    return row?.id as string;
  });
  return (await getReviewById(db, id)) as ReviewRow;
}

/** Only the author may edit: the owner is part of the UPDATE's WHERE. */
export async function updateOwnReview(
  db: Db,
  params: { id: string; userId: string; text: string; stars?: number | null | undefined },
): Promise<ReviewRow> {
  await db.transaction(async (tx) => {
    const changes = {
      text: params.text,
      updatedAt: new Date(),
      ...(params.stars !== undefined ? { stars: params.stars } : {}),
    };
    const [row] = await tx
      .update(reviews)
      .set(changes)
      .where(and(eq(reviews.id, params.id), eq(reviews.userId, params.userId)))
      .returning({ mealId: reviews.mealId });
    if (!row) throw await missingOrForbidden(tx, params.id);
    if (params.stars !== undefined) await recountMealReviews(tx, row.mealId);
  });
  return (await getReviewById(db, params.id)) as ReviewRow;
}

/** The author, or an admin, may delete; the meal's count and rating follow in the same transaction. */
export async function deleteReview(db: Db, params: { id: string; userId: string; isAdmin: boolean }): Promise<void> {
  await db.transaction(async (tx) => {
    const owner = params.isAdmin ? undefined : eq(reviews.userId, params.userId);
    const [row] = await tx
      .delete(reviews)
      .where(and(eq(reviews.id, params.id), owner))
      .returning({ mealId: reviews.mealId });
    if (!row) throw await missingOrForbidden(tx, params.id);
    await recountMealReviews(tx, row.mealId);
  });
}

async function missingOrForbidden(tx: Tx, id: string): Promise<HttpError> {
  const [exists] = await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, id));
  return exists ? new HttpError(403, 'You can only change your own reviews.') : notFound('Review not found');
}

/** A meal's reviews, newest first, in keyset pages. */
export async function listMealReviews(db: Db, params: { mealId: string; limit: number; cursor?: string | undefined }) {
  const sort: KeysetSort = { key: reviews.createdAt, keyType: 'timestamptz', id: reviews.id, direction: 'desc' };
  const rows = await db
    .select({ ...reviewColumns, cursorKey: keyAsText(sort) })
    .from(reviews)
    .innerJoin(meals, eq(meals.id, reviews.mealId))
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.mealId, params.mealId), params.cursor ? afterCursor(sort, params.cursor) : undefined))
    .orderBy(...keysetOrder(sort))
    .limit(params.limit + 1);
  return takePage(rows, params.limit);
}

/** Every review, newest first, for the admin's All Reviews table. */
export async function listAllReviews(db: Db, params: { limit: number; offset: number }) {
  const [items, total] = await Promise.all([
    selectReviews(db).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(params.limit).offset(params.offset),
    db.$count(reviews),
  ]);
  return { items, total };
}

/** One user's reviews, newest first; the owner is in the WHERE. */
export async function listUserReviews(db: Db, params: { userId: string; limit: number; offset: number }) {
  const own = eq(reviews.userId, params.userId);
  const [items, total] = await Promise.all([
    selectReviews(db)
      .where(own)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(params.limit)
      .offset(params.offset),
    db.$count(reviews, own),
  ]);
  return { items, total };
}
