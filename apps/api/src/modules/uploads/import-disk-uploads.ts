import fs from 'node:fs/promises';
import path from 'node:path';
import { STORED_PHOTO_NAME } from '@hostel/contract/photos';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { uploadData } from '../../db/schema/uploads.ts';
import { now } from '../../lib/clock.ts';
import { isMissingReference } from './stored-photo-claim.ts';

/** Where releases before decision 91 kept the stored images: DATA_DIR/uploads. */
export const LEGACY_UPLOADS_DIR = 'uploads';
/** What that folder is renamed to once its images are in the database. */
export const IMPORTED_UPLOADS_DIR = 'uploads-imported';

/**
 * Carries the images an older release stored on disk into the database, once: every photo with an
 * upload row and no bytes yet (a file no row names was never reachable by a meal or an account and
 * stays behind). Then the folder is renamed, so later starts skip it and its owner may delete it.
 * Safe beside another process doing the same (the rows are inserted on conflict do nothing); a
 * crash midway leaves the folder in place, and the next start carries the rest. Answers how many
 * images it carried.
 */
export async function importDiskUploads(db: Db, dataDir: string): Promise<number> {
  const dir = path.join(dataDir, LEGACY_UPLOADS_DIR);
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => null);
  if (!entries) return 0;
  const onDisk = new Set(entries.filter((e) => e.isFile() && STORED_PHOTO_NAME.test(e.name)).map((e) => e.name));
  const missing = rowsOf(
    await db.execute(sql`
      select u.file_name from uploads u
      where not exists (select 1 from upload_data d where d.file_name = u.file_name)`),
  )
    .map((row) => String(row.file_name))
    .filter((name) => onDisk.has(name));
  let carried = 0;
  // One at a time: an image is read, written and let go, so memory holds one image whatever their number.
  for (const fileName of missing) {
    const data = await fs.readFile(path.join(dir, fileName));
    const inserted = await db
      .insert(uploadData)
      .values({ fileName, data })
      .onConflictDoNothing()
      .returning({ fileName: uploadData.fileName })
      // Its row was removed meanwhile (unused): nothing to carry.
      .catch((error: unknown) => (isMissingReference(error) ? [] : Promise.reject(error)));
    carried += inserted.length;
  }
  await fs
    .rename(dir, path.join(dataDir, `${IMPORTED_UPLOADS_DIR}-${now().getTime()}`))
    .catch((error: NodeJS.ErrnoException) => {
      // Another process sharing this folder renamed it first.
      if (error.code !== 'ENOENT') throw error;
    });
  return carried;
}
