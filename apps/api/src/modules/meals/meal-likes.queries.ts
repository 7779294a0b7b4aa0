import { type LikeResult, UPGRADE_BADGE_MESSAGE } from '@hostel/contract/likes';
import type { Badge } from '@hostel/contract/users';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mealLikes } from '../../db/schema/meal-likes.ts';
import { mealRequests } from '../../db/schema/meal-requests.ts';
import { meals } from '../../db/schema/meals.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';

export interface ToggleLikeParams {
  mealId: string;
  userId: string;
  badge: Badge;
  action: 'like' | 'dislike';
  /** Likes at which an upcoming meal is released (becomes ongoing). */
  releaseAt: number;
}

/**
 * Likes are rows (one per user and meal); the meal's counter moves only when a row was really
 * added or removed, in the same transaction, so repeating a like changes nothing. The release of an
 * upcoming meal is a conditional update: however many likes cross the threshold at once, exactly one
 * of them sees `released`.
 */
export async function toggleMealLike(db: Db, params: ToggleLikeParams): Promise<LikeResult> {
  return db.transaction(async (tx) => {
    const [meal] = await tx.select({ status: meals.status }).from(meals).where(eq(meals.id, params.mealId));
    if (!meal) throw notFound('Meal not found');
    if (params.action === 'like' && meal.status === 'upcoming' && params.badge === 'bronze') {
      throw new HttpError(403, UPGRADE_BADGE_MESSAGE);
    }

    const changed =
      params.action === 'like'
        ? await tx
            .insert(mealLikes)
            .values({ mealId: params.mealId, userId: params.userId })
            .onConflictDoNothing()
            .returning({ mealId: mealLikes.mealId })
        : await tx
            .delete(mealLikes)
            .where(and(eq(mealLikes.mealId, params.mealId), eq(mealLikes.userId, params.userId)))
            .returning({ mealId: mealLikes.mealId });
    const step = changed.length === 0 ? 0 : params.action === 'like' ? 1 : -1;

    const [counted] = await tx
      .update(meals)
      .set(step === 0 ? { likes: meals.likes } : { likes: sql`${meals.likes} + ${step}`, updatedAt: new Date() })
      .where(eq(meals.id, params.mealId))
      .returning({ likes: meals.likes, status: meals.status });
    const likes = counted?.likes ?? 0;

    let released = false;
    if (step === 1 && counted?.status === 'upcoming' && likes >= params.releaseAt) {
      const rows = await tx
        .update(meals)
        .set({ status: 'ongoing', publishedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(meals.id, params.mealId), eq(meals.status, 'upcoming')))
        .returning({ id: meals.id });
      released = rows.length === 1;
    }
    return { success: true as const, liked: params.action === 'like', likes, released };
  });
}

export async function getViewerStatus(db: Db, mealId: string, userId: string) {
  const [row] = await db
    .select({
      liked: sql<boolean>`exists (select 1 from ${mealLikes} where ${mealLikes.mealId} = ${mealId} and ${mealLikes.userId} = ${userId})`,
      requestStatus: sql<
        'pending' | 'Served' | null
      >`(select ${mealRequests.status} from ${mealRequests} where ${mealRequests.mealId} = ${mealId} and ${mealRequests.userId} = ${userId})`,
    })
    .from(sql`(select 1) as one`);
  const requestStatus = row?.requestStatus ?? null;
  return { liked: Boolean(row?.liked), requested: requestStatus !== null, requestStatus };
}
