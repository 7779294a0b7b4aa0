import { storedPhotoName } from '@hostel/contract/photos';
import { PROFILE_PHOTO_RULE } from '@hostel/contract/users';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { HttpError } from '../../lib/http-errors.ts';

/**
 * A profile photo must be an image this user uploaded: not another site's address (every page
 * showing it would tell that site who looked), and not someone else's picture. Used by
 * `POST /api/users` and by better-auth's update-user (auth/profile-input.ts).
 */
export async function assertOwnUpload(db: Db, userId: string, url: string): Promise<void> {
  const fileName = storedPhotoName(url);
  const [own] = fileName
    ? await db
        .select({ fileName: uploads.fileName })
        .from(uploads)
        .where(and(eq(uploads.fileName, fileName), eq(uploads.ownerId, userId)))
        .limit(1)
    : [];
  if (!own) throw new HttpError(400, PROFILE_PHOTO_RULE);
}
