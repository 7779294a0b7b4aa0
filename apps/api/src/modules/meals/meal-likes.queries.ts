import { type LikeResult, UPGRADE_BADGE_MESSAGE } from '@hostel/contract/likes';
import type { Badge } from '@hostel/contract/users';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { mealLikes } from '../../db/schema/meal-likes.ts';
import { mealRequests } from '../../db/schema/meal-requests.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { RateLimitError, type RateRule } from '../../lib/rate-limit.ts';

export interface ToggleLikeParams {
  mealId: string;
  userId: string;
  badge: Badge;
  action: 'like' | 'dislike';
  /** Likes at which an upcoming meal is released (becomes ongoing). */
  releaseAt: number;
  /** The user's like limiter, counted in the same call. */
  limit: { key: string } & RateRule;
  /**
   * Commit without waiting for the WAL flush: true on a PostgreSQL server (decisions.md, 32), never
   * on PGlite, whose unflushed commits live in the app's own process.
   */
  asyncCommit: boolean;
}

/**
 * One call of the SQL function toggle_meal_like (migration 0006): the limiter's hit, the like row
 * and the meal's counter in one round trip and one commit. Likes are rows (one per user and meal);
 * the counter moves only when a row was really added or removed, so repeating a like changes
 * nothing; exactly one like answers `released` for an upcoming meal that crosses the threshold.
 */
export async function toggleMealLike(db: Db, params: ToggleLikeParams): Promise<LikeResult> {
  const like = params.action === 'like';
  const [row] = rowsOf(
    await db.execute(sql`select outcome, like_count, released, retry_after from toggle_meal_like(
      ${params.mealId}::uuid, ${params.userId}, ${like}, ${params.badge !== 'bronze'}, ${params.releaseAt},
      ${params.limit.key}, ${params.limit.max}, ${params.limit.windowSeconds}, ${params.asyncCommit})`),
  );
  switch (row?.outcome) {
    case 'ok':
      return { success: true, liked: like, likes: Number(row.like_count ?? 0), released: row.released === true };
    case 'limited':
      throw new RateLimitError(Number(row.retry_after));
    case 'upgrade':
      throw new HttpError(403, UPGRADE_BADGE_MESSAGE);
    default:
      throw notFound('Meal not found');
  }
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
