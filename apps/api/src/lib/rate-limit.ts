import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { rateLimits } from '../db/schema/auth.ts';
import { HttpError } from './http-errors.ts';

export interface RateRule {
  max: number;
  windowSeconds: number;
}

export class RateLimitError extends HttpError {
  constructor(
    readonly retryAfterSeconds: number,
    message = 'Too many attempts. Please wait a moment and try again.',
    code?: string,
  ) {
    super(429, message, code);
  }
}

/**
 * Counts one hit for `key` in a fixed window kept in the database (shared by every server process)
 * and throws a 429 once the window's count passes the rule's maximum. The counting is the SQL
 * function hit_rate_limit (migration 0006), which the like function calls too.
 */
export async function hitRateLimit(db: Db, key: string, rule: RateRule): Promise<void> {
  const [row] = rowsOf(
    await db.execute(sql`select hit_rate_limit(${key}, ${rule.max}, ${rule.windowSeconds}) as retry_after`),
  );
  const retryAfter = Number(row?.retry_after ?? 0);
  if (retryAfter > 0) throw new RateLimitError(retryAfter);
}

/**
 * Takes back one hit of `key`: for limits that count only failures, every attempt is counted
 * before it runs (so a burst of parallel attempts cannot slip past the limit) and the ones that
 * succeed are handed back.
 */
export async function refundRateLimitHit(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.count, 0)));
}
