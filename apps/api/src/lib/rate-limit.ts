import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/auth.ts';
import { HttpError } from './http-errors.ts';

export interface RateRule {
  max: number;
  windowSeconds: number;
}

export class RateLimitError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'Too many attempts. Please wait a moment and try again.');
  }
}

/**
 * Counts one hit for `key` in a fixed window kept in the database (shared by every server process)
 * and throws a 429 once the window's count passes the rule's maximum.
 */
export async function hitRateLimit(db: Db, key: string, rule: RateRule): Promise<void> {
  const window = sql`make_interval(secs => ${rule.windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= now() - ${window} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= now() - ${window} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      retryAfter: sql<number>`ceil(extract(epoch from (${rateLimits.windowStart} + ${window} - now())))::int`,
    });
  if (row && row.count > rule.max) throw new RateLimitError(Math.max(1, row.retryAfter));
}
