import type { PhotoWidth } from '@hostel/contract/photos';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import { uploads, uploadWidths } from '../../db/schema/uploads.ts';
import { type ImageStorage, widthFileName } from './image-storage.ts';
import { isMissingReference } from './stored-photo-claim.ts';

/**
 * A stored photo at one of PHOTO_WIDTHS, or null when there is no such photo. Each width is made
 * on its first request in each process and kept in that process's cache (database-storage.ts; the
 * database holds only originals); concurrent first requests share the one resize.
 *
 * Anyone may ask, so what a photo can cost its owner is bounded: only a photo with an upload row
 * gets widths, a width no narrower than the photo is the photo itself (served, never stored), so a
 * photo has at most five smaller copies, and their bytes are recorded against the owner's quota.
 */
export function createPhotoWidths(db: Db, storage: ImageStorage) {
  const making = new Map<string, Promise<Buffer | null>>();

  async function make(fileName: string, width: PhotoWidth): Promise<Buffer | null> {
    const [upload] = await db.select({ width: uploads.width }).from(uploads).where(eq(uploads.fileName, fileName));
    const original = upload ? await storage.read(fileName) : null;
    if (!upload || !original) return null;
    // Rows of photos stored before widths were counted (the demo's) have width 0: unknown, so resized.
    if (upload.width > 0 && width >= upload.width) return original;
    const data = await sharp(original).resize({ width, withoutEnlargement: true }).webp({ quality: 75 }).toBuffer();
    const name = widthFileName(fileName, width);
    await storage.save(name, data);
    try {
      // Its row references the upload's: if the photo was removed meanwhile, this fails. Made again
      // by another process, the width is counted once (the same bytes again).
      await db.insert(uploadWidths).values({ fileName, width, bytes: data.length }).onConflictDoNothing();
    } catch (error) {
      // No width file without its row: it would be stored bytes no quota counts.
      await storage.removeOne(name);
      if (isMissingReference(error)) return null;
      throw error;
    }
    return data;
  }

  return async function photoAtWidth(fileName: string, width: PhotoWidth): Promise<Buffer | null> {
    const name = widthFileName(fileName, width);
    const stored = await storage.read(name);
    if (stored) return stored;
    let pending = making.get(name);
    if (!pending) {
      pending = make(fileName, width).finally(() => making.delete(name));
      making.set(name, pending);
    }
    return pending;
  };
}
