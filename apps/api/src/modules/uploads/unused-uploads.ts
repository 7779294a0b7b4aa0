import { UPLOADS_URL_PREFIX } from '@hostel/contract/photos';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { now } from '../../lib/clock.ts';
import { scheduleRepeatingTask } from '../../lib/repeating-task.ts';
import type { ImageStorage } from './image-storage.ts';

/** How long an upload nothing shows is kept: long enough to finish the form it was uploaded for. */
export const UNUSED_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;

export interface UnusedUploadSweepOptions {
  /** The first sweep after start (not at once: a starting server has other work). */
  firstAfterMs?: number;
  everyMs?: number;
  graceMs?: number;
}

const BATCH = 100;

// A meal or an account shows upload `u`: the URL claim_stored_photo (migration 0011) claims.
const shown = sql`(exists (select 1 from meals m where m.image = ${UPLOADS_URL_PREFIX} || u.file_name)
  or exists (select 1 from users a where a.image = ${UPLOADS_URL_PREFIX} || u.file_name))`;

/**
 * Removes up to `limit` uploads matching `which` that nothing shows: rows first, then each file with
 * its widths. Safe beside saves, and beside other processes doing the same:
 * - rows are locked FOR UPDATE SKIP LOCKED, so one a save is putting to use (the trigger holds it
 *   FOR KEY SHARE until the save commits), or another sweeper took, is left alone;
 * - "nothing shows it" is asked again by the DELETE, a statement begun after the locks were held,
 *   so it sees every save that committed before;
 * - a save that comes after finds the row gone and is refused by the trigger.
 * Files go after the commit: a crash in between leaves files no row names, which nothing can show.
 */
async function removeUnshown(db: Db, storage: ImageStorage, which: SQL, limit: number): Promise<string[]> {
  const removed = await db.transaction(async (tx) => {
    const locked = rowsOf(
      await tx.execute(sql`
        select u.file_name from uploads u where ${which} and not ${shown}
        order by u.created_at limit ${limit} for update of u skip locked`),
    ).map((row) => String(row.file_name));
    if (locked.length === 0) return [];
    const deleted = await tx.execute(sql`
      delete from uploads u where u.file_name in ${locked} and not ${shown} returning u.file_name`);
    return rowsOf(deleted).map((row) => String(row.file_name));
  });
  await Promise.all(removed.map((fileName) => storage.remove(fileName)));
  return removed;
}

/** Removes this stored photo at once if nothing shows it any more (a meal was deleted or changed). */
export async function removeIfUnshown(db: Db, storage: ImageStorage, fileName: string): Promise<void> {
  await removeUnshown(db, storage, sql`u.file_name = ${fileName}`, 1);
}

/**
 * Removes every upload older than the grace period that no meal, upcoming meal or account shows:
 * photos uploaded for a form never sent, replaced profile photos, photos of deleted accounts.
 * Answers the removed file names.
 */
export async function sweepUnusedUploads(
  db: Db,
  storage: ImageStorage,
  { graceMs = UNUSED_UPLOAD_GRACE_MS }: { graceMs?: number } = {},
): Promise<string[]> {
  const uploadedBefore = new Date(now().getTime() - graceMs).toISOString();
  const all: string[] = [];
  for (;;) {
    const removed = await removeUnshown(db, storage, sql`u.created_at < ${uploadedBefore}::timestamptz`, BATCH);
    if (removed.length === 0) return all;
    all.push(...removed);
  }
}

/** Sweeps from the app's start to its close: first after `firstAfterMs`, then every `everyMs`. */
export function scheduleUnusedUploadSweeps(
  app: FastifyInstance,
  storage: ImageStorage,
  { firstAfterMs = 60_000, everyMs = 60 * 60_000, graceMs }: UnusedUploadSweepOptions = {},
): void {
  scheduleRepeatingTask(
    app,
    'sweeping unused uploads',
    async () => {
      const removed = await sweepUnusedUploads(app.db, storage, graceMs === undefined ? {} : { graceMs });
      if (removed.length > 0) app.log.info({ removed: removed.length }, 'removed unused uploads');
    },
    { firstAfterMs, everyMs },
  );
}
