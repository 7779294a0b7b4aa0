import { storedPhotoName } from '@hostel/contract/photos';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { meals } from '../../db/schema/meals.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { users } from '../../db/schema/users.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { ImageStorage } from './image-storage.ts';

export async function recordUpload(db: Db, upload: typeof uploads.$inferInsert): Promise<void> {
  await db.insert(uploads).values(upload);
}

/** A meal may only point at an image our upload service stored. */
export async function assertStoredImage(storage: ImageStorage, url: string): Promise<void> {
  const fileName = storedPhotoName(url);
  if (!fileName || !(await storage.exists(fileName))) throw new HttpError(400, 'Please select an image.');
}

/** Removes an image once no meal and no account shows it any more. */
export async function removeImageIfUnused(db: Db, storage: ImageStorage, url: string | null): Promise<void> {
  const fileName = storedPhotoName(url);
  if (!fileName || !url) return;
  const [inMeals, inUsers] = await Promise.all([
    db.$count(meals, eq(meals.image, url)),
    db.$count(users, eq(users.image, url)),
  ]);
  if (inMeals + inUsers > 0) return;
  await db.delete(uploads).where(eq(uploads.fileName, fileName));
  await storage.remove(fileName);
}
