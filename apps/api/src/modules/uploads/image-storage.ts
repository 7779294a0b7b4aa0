import fs from 'node:fs/promises';
import path from 'node:path';
import { UPLOADS_URL_PREFIX } from '../../plugins/uploads-static.ts';

/**
 * Where stored images live. Local disk under DATA_DIR/uploads today; an S3-compatible store is a
 * second implementation of this interface chosen by configuration.
 */
export interface ImageStorage {
  save(fileName: string, data: Buffer): Promise<void>;
  remove(fileName: string): Promise<void>;
  exists(fileName: string): Promise<boolean>;
  urlFor(fileName: string): string;
}

export function createDiskStorage(dir: string): ImageStorage {
  const fileFor = (fileName: string) => {
    // Names are ours (uuid.webp), but never let one leave the folder.
    if (!/^[\w-]+\.webp$/.test(fileName)) throw new Error(`Unsafe upload name: ${fileName}`);
    return path.join(dir, fileName);
  };
  return {
    async save(fileName, data) {
      await fs.mkdir(dir, { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temp = `${fileFor(fileName)}.${process.pid}.tmp`;
      try {
        await fs.writeFile(temp, data);
        await fs.rename(temp, fileFor(fileName));
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    },
    async remove(fileName) {
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

/** The stored file behind one of our image URLs, or null for anything else. */
export function fileNameOf(url: string | null | undefined): string | null {
  if (!url?.startsWith(UPLOADS_URL_PREFIX)) return null;
  const name = url.slice(UPLOADS_URL_PREFIX.length);
  return /^[\w-]+\.webp$/.test(name) ? name : null;
}
