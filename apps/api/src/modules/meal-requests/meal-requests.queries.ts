import { ALREADY_REQUESTED_MESSAGE } from '@hostel/contract/meal-requests';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mealRequests } from '../../db/schema/meal-requests.ts';
import { meals } from '../../db/schema/meals.ts';
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
