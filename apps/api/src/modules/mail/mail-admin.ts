import type { StuckMail } from '@hostel/contract/mail';
import { STUCK_MAIL_LIMIT } from '@hostel/contract/mail';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { mailQueue } from '../../db/schema/mail-queue.ts';

const iso = (value: unknown) => new Date(String(value)).toISOString();

/**
 * Mail that could not be handed over: tried and failed at least once (waiting for its next try), or
 * given up (due at 'infinity', mail-queue.ts). Oldest first; bodies and links are never read here.
 */
export async function stuckMail(db: Db): Promise<StuckMail[]> {
  const result = await db.execute(sql`
    SELECT "id", "to_address", "subject", "attempts", "last_error", "created_at",
      "next_attempt_at" = 'infinity'::timestamptz AS "given_up",
      CASE WHEN "next_attempt_at" = 'infinity'::timestamptz THEN NULL ELSE "next_attempt_at" END AS "next_at"
    FROM ${mailQueue}
    WHERE "last_error" IS NOT NULL
    ORDER BY "created_at", "id"
    LIMIT ${STUCK_MAIL_LIMIT}`);
  return rowsOf(result).map((row) => ({
    id: String(row.id),
    to: String(row.to_address),
    subject: String(row.subject),
    attempts: Number(row.attempts),
    state: row.given_up === true || row.given_up === 't' ? ('given-up' as const) : ('retrying' as const),
    lastError: row.last_error === null ? null : String(row.last_error),
    createdAt: iso(row.created_at),
    nextAttemptAt: row.next_at === null ? null : iso(row.next_at),
  }));
}

/**
 * Makes a stuck mail due now with its attempts counted afresh; false when there is no such mail in
 * the queue (sent meanwhile, or never stuck).
 */
export async function retryMail(db: Db, id: string): Promise<boolean> {
  const result = await db.execute(sql`
    UPDATE ${mailQueue} SET "attempts" = 0, "next_attempt_at" = now()
    WHERE "id" = ${id} AND "last_error" IS NOT NULL
    RETURNING "id"`);
  return rowsOf(result).length > 0;
}
