import {
  type LikeResult,
  type MealViewerStatus,
  MY_REVIEW_IDS_MAX,
  UPGRADE_BADGE_MESSAGE,
} from '@hostel/contract/likes';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { mealLikes } from '../../db/schema/meal-likes.ts';
import { mealRequests } from '../../db/schema/meal-requests.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { coalesce } from '../../lib/coalesce.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { RateLimitError, type RateRule } from '../../lib/rate-limit.ts';

export interface ToggleLikeParams {
  mealId: string;
  /** The caller's session token: the function likes as its user, and refuses it unless it is live. */
  sessionToken: string;
  action: 'like' | 'dislike';
  /** Likes at which an upcoming meal is released (becomes ongoing). */
  releaseAt: number;
  /** The user's like limiter, counted in the same call under `prefix` + the user's id. */
  limit: { prefix: string } & RateRule;
}

/**
 * One call of the SQL function toggle_meal_like (its source: db/functions/toggle_meal_like.sql): the session check, the limiter's
 * hit, the like row and the meal's counter in one round trip and one durable commit. Likes are rows
 * (one per user and meal); the counter moves only when a row was really added or removed, so
 * repeating a like changes nothing; exactly one like answers `released` for an upcoming meal that
 * crosses the threshold.
 *
 * The function's commit does not notify the read caches (a notifying commit holds PostgreSQL's
 * notification queue through its WAL flush, so likes could not share flushes): a like that changed
 * something waits for `announceChange`, which every process's cache hears, before it is answered.
 */
export async function toggleMealLike(
  db: Db,
  params: ToggleLikeParams,
  announceChange: () => Promise<void>,
): Promise<LikeResult> {
  const like = params.action === 'like';
  const [row] = await preparedOnce(db, 'toggle_meal_like', () => toggleStatement(db)).execute({
    mealId: params.mealId,
    sessionToken: params.sessionToken,
    like,
    releaseAt: params.releaseAt,
    limitPrefix: params.limit.prefix,
    limitMax: params.limit.max,
    limitWindow: params.limit.windowSeconds,
  });
  switch (row?.outcome) {
    case 'ok':
      if (row.changed) await announceChange();
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

/**
 * Tells every process's read cache that likes changed (migration 0005's channel, which the like's
 * own commit leaves quiet): one NOTIFY, in its own small transaction, for every like that finished
 * while the previous one was on its way.
 */
export const createLikeAnnouncer = (db: Db) =>
  coalesce(() => db.execute(sql`select pg_notify('read_cache', 'changed')`));

const p = (name: string) => sql.placeholder(name);
const toggleStatement = (db: Db) =>
  db
    .select({
      outcome: sql<string>`outcome`,
      likeCount: sql<number | null>`like_count`,
      released: sql<boolean | null>`released`,
      changed: sql<boolean | null>`changed`,
      retryAfter: sql<number | null>`retry_after`,
    })
    .from(
      sql`toggle_meal_like(${p('mealId')}::uuid, ${p('sessionToken')}::text, ${p('like')}::boolean,
        ${p('releaseAt')}::integer, ${p('limitPrefix')}::text, ${p('limitMax')}::integer, ${p('limitWindow')}::integer)`,
    )
    .prepare('toggle_meal_like');

/** The viewer's like, request and own reviews of one meal, in one call. */
export async function getViewerStatus(db: Db, mealId: string, userId: string): Promise<MealViewerStatus> {
  const [row] = await db
    .select({
      liked: sql<boolean>`exists (select 1 from ${mealLikes} where ${mealLikes.mealId} = ${mealId} and ${mealLikes.userId} = ${userId})`,
      requestStatus: sql<
        'pending' | 'Served' | null
      >`(select ${mealRequests.status} from ${mealRequests} where ${mealRequests.mealId} = ${mealId} and ${mealRequests.userId} = ${userId})`,
      // Ids as one text, not an array: both drivers hand text back the same way.
      reviewIds: sql<string | null>`(select string_agg(mine.id::text, ',' order by mine.created_at desc, mine.id desc)
        from (select ${reviews.id} as id, ${reviews.createdAt} as created_at from ${reviews}
          where ${reviews.mealId} = ${mealId} and ${reviews.userId} = ${userId}
          order by ${reviews.createdAt} desc, ${reviews.id} desc limit ${MY_REVIEW_IDS_MAX}) mine)`,
    })
    .from(sql`(select 1) as one`);
  const requestStatus = row?.requestStatus ?? null;
  const reviewIds = row?.reviewIds ? row.reviewIds.split(',') : [];
  return { liked: Boolean(row?.liked), requested: requestStatus !== null, requestStatus, reviewIds };
}
