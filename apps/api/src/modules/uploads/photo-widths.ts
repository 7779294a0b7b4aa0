import type { PhotoWidth } from '@hostel/contract/photos';
import sharp from 'sharp';
import { type ImageStorage, widthFileName } from './image-storage.ts';

/**
 * A stored photo at one of PHOTO_WIDTHS, or null when there is no such photo. Each width is made
 * once, on its first request, and stored next to the photo (photos uploaded before widths existed,
 * and the demo's, get theirs too); concurrent first requests share the one resize.
 */
export function createPhotoWidths(storage: ImageStorage) {
  const making = new Map<string, Promise<Buffer | null>>();

  async function make(fileName: string, width: PhotoWidth): Promise<Buffer | null> {
    const original = await storage.read(fileName);
    if (!original) return null;
    const data = await sharp(original).resize({ width, withoutEnlargement: true }).webp({ quality: 75 }).toBuffer();
    await storage.save(widthFileName(fileName, width), data);
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
