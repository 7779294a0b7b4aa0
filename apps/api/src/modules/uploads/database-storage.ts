import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uploadData } from '../../db/schema/uploads.ts';
import { createDiskStorage, type ImageStorage, isWidthFileName } from './image-storage.ts';

/** Migration 0018's trigger: the name of every removed image, or `*` when all went (a restore). */
export const UPLOAD_REMOVED_CHANNEL = 'upload_removed';
/** Each process's cache of the images it served, under its DATA_DIR: emptied at every start. */
export const IMAGE_CACHE_DIR = 'image-cache';

export interface DatabaseImageStorage extends ImageStorage {
  /** Drops an image (and its widths) from this process's cache: another process removed it. */
  forget(fileName: string): Promise<void>;
  /** Empties this process's cache: removals may have been missed. */
  forgetAll(): Promise<void>;
}

/**
 * Stored images in the database (table upload_data, decision 91), so that N server processes share
 * nothing but DATABASE_URL. Each process keeps a cache on its own disk (`cacheDir`): an original
 * after its first read, so a photo costs the database one read per process, and the smaller widths
 * (photo-widths.ts), which are made again from the original wherever they are missing. The cache
 * starts empty and is told of removals (UPLOAD_REMOVED_CHANNEL, stored-images.routes.ts), so no
 * process serves a removed photo on.
 *
 * An original's bytes reference its upload row (owner, quota) and go with it when it is removed; the
 * upload route saves them in the transaction that records the row (recordUploadWithinQuota).
 */
export async function createDatabaseStorage(db: Db, cacheDir: string): Promise<DatabaseImageStorage> {
  // Whatever an earlier run cached may have been removed while this process was not listening.
  await fs.rm(cacheDir, { recursive: true, force: true });
  const cache = createDiskStorage(cacheDir);
  // First reads of one original share its one query; a removal heard meanwhile is remembered.
  const loading = new Map<string, { done: Promise<Buffer | null>; forgotten: boolean }>();

  async function load(fileName: string): Promise<Buffer | null> {
    const [row] = await db.select({ data: uploadData.data }).from(uploadData).where(eq(uploadData.fileName, fileName));
    if (!row) return null;
    await cache.save(fileName, row.data);
    // Removed while its bytes were on their way: not cached after all (they are still answered once).
    if (loading.get(fileName)?.forgotten) await cache.remove(fileName);
    return row.data;
  }

  async function read(fileName: string): Promise<Buffer | null> {
    const cached = await cache.read(fileName);
    if (cached || isWidthFileName(fileName)) return cached;
    let entry = loading.get(fileName);
    if (!entry) {
      entry = { done: load(fileName).finally(() => loading.delete(fileName)), forgotten: false };
      loading.set(fileName, entry);
    }
    return entry.done;
  }

  async function forget(fileName: string): Promise<void> {
    const entry = loading.get(fileName);
    if (entry) entry.forgotten = true;
    await cache.remove(fileName);
  }

  return {
    async save(fileName, data, tx) {
      if (isWidthFileName(fileName)) return cache.save(fileName, data);
      // Not cached yet: the transaction may still roll back. The first read caches it.
      await (tx ?? db).insert(uploadData).values({ fileName, data }).onConflictDoNothing();
    },
    read,
    async remove(fileName) {
      await db.delete(uploadData).where(eq(uploadData.fileName, fileName));
      await forget(fileName);
    },
    async removeOne(fileName) {
      if (!isWidthFileName(fileName)) await db.delete(uploadData).where(eq(uploadData.fileName, fileName));
      await cache.removeOne(fileName);
    },
    async exists(fileName) {
      if (isWidthFileName(fileName)) return cache.exists(fileName);
      // Asked before a meal may show it: the database answers, never a cache that may be behind.
      const [row] = await db.select({ one: sql`1` }).from(uploadData).where(eq(uploadData.fileName, fileName));
      return row !== undefined;
    },
    urlFor: cache.urlFor,
    forget,
    async forgetAll() {
      await Promise.all(
        (await fs.readdir(cacheDir).catch(() => [])).map((entry) =>
          fs.rm(path.join(cacheDir, entry), { recursive: true, force: true }),
        ),
      );
    },
  };
}
