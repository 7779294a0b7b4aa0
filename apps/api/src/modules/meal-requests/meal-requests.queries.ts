import { ALREADY_REQUESTED_MESSAGE } from '@hostel/contract/meal-requests';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mealRequests } from '../../db/schema/meal-requests.ts';
import { meals } from '../../db/schema/meals.ts';
import { users } from '../../db/schema/users.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';

/**
 * A pending request for an ongoing meal. One per user and meal is a database constraint, so two
 * requests sent at once still leave one row; the second answers 409.
 */
export async function createMealRequest(db: Db, params: { mealId: string; userId: string }): Promise<string> {
  const [meal] = await db.select({ status: meals.status }).from(meals).where(eq(meals.id, params.mealId));
  if (!meal) throw notFound('Meal not found');
  if (meal.status === 'upcoming') throw new HttpError(409, 'Upcoming meals cannot be requested yet.');
  const [row] = await db
    .insert(mealRequests)
    .values({ mealId: params.mealId, userId: params.userId, status: 'pending' })
    .onConflictDoNothing()
    .returning({ id: mealRequests.id });
  if (!row) throw new HttpError(409, ALREADY_REQUESTED_MESSAGE);
  return row.id;
}

const requestColumns = {
  id: mealRequests.id,
  mealId: mealRequests.mealId,
  status: mealRequests.status,
  createdAt: mealRequests.createdAt,
  mealTitle: meals.title,
  mealLikes: meals.likes,
  mealPrice: meals.price,
  userName: users.name,
  userEmail: users.email,
};
export type MealRequestRow = {
  id: string;
  mealId: string;
  status: 'pending' | 'Served';
  createdAt: Date;
  mealTitle: string;
  mealLikes: number;
  mealPrice: string;
  userName: string;
  userEmail: string;
};

/** Every request, newest first, for the admin's Serve Meals table. */
export async function listAllMealRequests(db: Db, params: { limit: number; offset: number }) {
  const [items, total] = await Promise.all([
    db
      .select(requestColumns)
      .from(mealRequests)
      .innerJoin(meals, eq(meals.id, mealRequests.mealId))
      .innerJoin(users, eq(users.id, mealRequests.userId))
      .orderBy(desc(mealRequests.createdAt), desc(mealRequests.id))
      .limit(params.limit)
      .offset(params.offset),
    db.$count(mealRequests),
  ]);
  return { items: items as MealRequestRow[], total };
}

/** Marks a pending request Served; serving it again is refused with 409. Answers whose and what. */
export async function serveMealRequest(db: Db, id: string): Promise<{ userId: string; mealTitle: string }> {
  const [row] = await db
    .update(mealRequests)
    .set({ status: 'Served', servedAt: new Date() })
    .where(and(eq(mealRequests.id, id), eq(mealRequests.status, 'pending')))
    .returning({ userId: mealRequests.userId, mealId: mealRequests.mealId });
  if (row) {
    const [meal] = await db.select({ title: meals.title }).from(meals).where(eq(meals.id, row.mealId));
    return { userId: row.userId, mealTitle: meal?.title ?? 'your meal' };
  }
  const [exists] = await db.select({ id: mealRequests.id }).from(mealRequests).where(eq(mealRequests.id, id));
  throw exists ? new HttpError(409, 'This request was already served.') : notFound('Request not found');
}

/** One user's requests, newest first. The owner is in the WHERE. */
export async function listUserMealRequests(db: Db, params: { userId: string; limit: number; offset: number }) {
  const own = eq(mealRequests.userId, params.userId);
  const [items, total] = await Promise.all([
    db
      .select(requestColumns)
      .from(mealRequests)
      .innerJoin(meals, eq(meals.id, mealRequests.mealId))
      .innerJoin(users, eq(users.id, mealRequests.userId))
      .where(own)
      .orderBy(desc(mealRequests.createdAt), desc(mealRequests.id))
      .limit(params.limit)
      .offset(params.offset),
    db.$count(mealRequests, own),
  ]);
  return { items: items as MealRequestRow[], total };
}

/** Cancels the caller's own pending request; a served one stays (409), another's is 403. */
export async function cancelOwnMealRequest(db: Db, params: { id: string; userId: string }): Promise<void> {
  const [row] = await db
    .delete(mealRequests)
    .where(
      and(eq(mealRequests.id, params.id), eq(mealRequests.userId, params.userId), eq(mealRequests.status, 'pending')),
    )
    .returning({ id: mealRequests.id });
  if (row) return;
  const [existing] = await db
    .select({ userId: mealRequests.userId, status: mealRequests.status })
    .from(mealRequests)
    .where(eq(mealRequests.id, params.id));
  if (!existing) throw notFound('Request not found');
  if (existing.userId !== params.userId) throw new HttpError(403, 'You can only cancel your own requests.');
  throw new HttpError(409, 'A served request cannot be cancelled.');
}
