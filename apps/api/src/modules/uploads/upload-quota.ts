import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { HttpError } from '../../lib/http-errors.ts';

/** Bytes of photos (and their smaller widths) an account may keep stored. */
export interface UploadQuota {
  userBytes: number;
  /** Admins upload every meal's photo. */
  adminBytes: number;
}

const MB = 1024 * 1024;
export const DEFAULT_UPLOAD_QUOTA: UploadQuota = { userBytes: 20 * MB, adminBytes: 1000 * MB };

export const quotaFor = (quota: UploadQuota, role: 'user' | 'admin') =>
  role === 'admin' ? quota.adminBytes : quota.userBytes;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What an account stores: its uploads' bytes and those of every width made of them. */
export async function storedBytesOf(db: Db | Tx, ownerId: string): Promise<number> {
  const [row] = rowsOf(
    await db.execute(sql`
      select coalesce((select sum(u.bytes) from uploads u where u.owner_id = ${ownerId}), 0)
        + coalesce((select sum(w.bytes) from upload_widths w join uploads u on u.file_name = w.file_name
                    where u.owner_id = ${ownerId}), 0) as bytes`),
  );
  return Number(row?.bytes ?? 0);
}

/** Refuses an upload before its image is decoded when the account has no room left at all. */
export async function assertRoomLeft(db: Db, ownerId: string, quotaBytes: number): Promise<void> {
  if ((await storedBytesOf(db, ownerId)) >= quotaBytes) throw storageFull(quotaBytes);
}

/**
 * Records an upload and stores its image (`store`, in the same transaction) when it fits in its
 * owner's quota, else answers 413 and records nothing. The owner's row is locked while counting, so
 * two uploads at once cannot both take the last room.
 */
export async function recordUploadWithinQuota(
  db: Db,
  upload: typeof uploads.$inferInsert & { ownerId: string },
  quotaBytes: number,
  store: (tx: Tx) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from users where id = ${upload.ownerId} for no key update`);
    if ((await storedBytesOf(tx, upload.ownerId)) + upload.bytes > quotaBytes) throw storageFull(quotaBytes);
    await tx.insert(uploads).values(upload);
    await store(tx);
  });
}

const storageFull = (quotaBytes: number) =>
  new HttpError(
    413,
    `Your photo storage is full (${(quotaBytes / MB).toLocaleString('en', { maximumFractionDigits: 1 })} MB). Photos that no meal or profile shows are removed a day after upload.`,
  );
