import fs from 'node:fs/promises';
import path from 'node:path';
import { PHOTO_WIDTHS, STORED_PHOTO_NAME, UPLOADS_URL_PREFIX } from '@hostel/contract/photos';
import type { Db } from '../../db/client.ts';

/**
 * Where stored images live: in the database, cached on each process's disk (database-storage.ts,
 * decision 91). An S3-compatible store would be a second implementation of this interface chosen by
 * configuration. A name is `{uuid}.webp`, or `w{width}/{uuid}.webp` for a photo made smaller
 * (photo-widths.ts). createDiskStorage below is the per-process cache (and keeps images on a disk).
 */
export interface ImageStorage {
  /**
   * Stores an image. Given the transaction that records its upload row, the database storage stores
   * it in that transaction, so a row never lacks its image (a crash between them is no concern);
   * another store would store it at once.
   */
  save(fileName: string, data: Buffer, tx?: Transaction): Promise<void>;
  /** The stored bytes, or null when there is no such file. */
  read(fileName: string): Promise<Buffer | null>;
  /** Removes the image and every smaller width made of it. */
  remove(fileName: string): Promise<void>;
  /** Removes this one file only (a width whose record failed), if it is there. */
  removeOne(fileName: string): Promise<void>;
  exists(fileName: string): Promise<boolean>;
  urlFor(fileName: string): string;
}

export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A smaller width's name (`w640/…`): made from its photo, never an upload of its own. */
export const isWidthFileName = (fileName: string) => /^w\d+\//.test(fileName);

export const widthFileName = (fileName: string, width: number) => `w${width}/${fileName}`;

export function createDiskStorage(dir: string): ImageStorage {
  const fileFor = (fileName: string) => {
    // Names are ours (uuid.webp), but never let one leave the folder.
    const name = fileName.replace(/^w\d+\//, '');
    if (!STORED_PHOTO_NAME.test(name)) throw new Error(`Unsafe upload name: ${fileName}`);
    return path.join(dir, fileName);
  };
  return {
    async save(fileName, data) {
      const file = fileFor(fileName);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temp = `${file}.${process.pid}.tmp`;
      try {
        await fs.writeFile(temp, data);
        await fs.rename(temp, file);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    },
    async read(fileName) {
      return fs.readFile(fileFor(fileName)).catch((error: NodeJS.ErrnoException) => {
        // A name too long for a file name is no file either (GET /api/uploads/{name} asks for any).
        if (error.code === 'ENOENT' || error.code === 'ENAMETOOLONG') return null;
        throw error;
      });
    },
    async remove(fileName) {
      const widths = PHOTO_WIDTHS.map((width) => widthFileName(fileName, width));
      await Promise.all([fileName, ...widths].map((name) => fs.rm(fileFor(name), { force: true })));
    },
    async removeOne(fileName) {
      await fs.rm(fileFor(fileName), { force: true });
    },
    async exists(fileName) {
      return fs.stat(fileFor(fileName)).then(
        (stat) => stat.isFile(),
        () => false,
      );
    },
    urlFor: (fileName) => `${UPLOADS_URL_PREFIX}${fileName}`,
  };
}
