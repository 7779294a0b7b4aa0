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
      await fs.writeFile(temp, data);
      await fs.rename(temp, fileFor(fileName));
    },
    async remove(fileName) {
      await fs.rm(fileFor(fileName), { force: true });
    },
    urlFor: (fileName) => `${UPLOADS_URL_PREFIX}${fileName}`,
  };
}
