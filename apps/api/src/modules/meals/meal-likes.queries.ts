import { type LikeResult, UPGRADE_BADGE_MESSAGE } from '@hostel/contract/likes';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { mealLikes } from '../../db/schema/meal-likes.ts';
import { mealRequests } from '../../db/schema/meal-requests.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { RateLimitError, type RateRule } from '../../lib/rate-limit.ts';

export interface ToggleLikeParams {
  mealId: string;
  userId: string;
  /** The caller's session token: the function refuses it unless it is a live session of userId. */
  sessionToken: string;
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
  const [row] = await preparedOnce(db, 'toggle_meal_like', () => toggleStatement(db)).execute({
    mealId: params.mealId,
    userId: params.userId,
    sessionToken: params.sessionToken,
    like,
    releaseAt: params.releaseAt,
    limitKey: params.limit.key,
    limitMax: params.limit.max,
    limitWindow: params.limit.windowSeconds,
    asyncCommit: params.asyncCommit,
  });
  switch (row?.outcome) {
    case 'ok':
      return { success: true, liked: like, likes: Number(row.likeCount ?? 0), released: row.released === true };
    case 'limited':
      throw new RateLimitError(Number(row.retryAfter));
    case 'upgrade':
      throw new HttpError(403, UPGRADE_BADGE_MESSAGE);
    case 'signed_out':
      throw new HttpError(401, 'Please sign in first.');
    default:
      throw notFound('Meal not found');
  }
}

const p = (name: string) => sql.placeholder(name);
const toggleStatement = (db: Db) =>
  db
    .select({
      outcome: sql<string>`outcome`,
      likeCount: sql<number | null>`like_count`,
      released: sql<boolean | null>`released`,
      retryAfter: sql<number | null>`retry_after`,
    })
    .from(
      sql`toggle_meal_like(${p('mealId')}::uuid, ${p('userId')}::text, ${p('sessionToken')}::text, ${p('like')}::boolean,
        ${p('releaseAt')}::integer, ${p('limitKey')}::text, ${p('limitMax')}::integer, ${p('limitWindow')}::integer,
        ${p('asyncCommit')}::boolean)`,
    )
    .prepare('toggle_meal_like');

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
