import { storedPhotoName } from '@hostel/contract/photos';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { ImageStorage } from './image-storage.ts';
import { removeIfUnshown } from './unused-uploads.ts';

/** A meal may only point at an image our upload service stored. */
export async function assertStoredImage(storage: ImageStorage, url: string): Promise<void> {
  const fileName = storedPhotoName(url);
  if (!fileName || !(await storage.exists(fileName))) throw new HttpError(400, 'Please select an image.');
}

/** Removes an image once no meal and no account shows it any more. */
export async function removeImageIfUnused(db: Db, storage: ImageStorage, url: string | null): Promise<void> {
  const fileName = storedPhotoName(url);
  if (fileName) await removeIfUnshown(db, storage, fileName);
}
