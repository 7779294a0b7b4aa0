import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema/uploads.ts';

export async function recordUpload(db: Db, upload: typeof uploads.$inferInsert): Promise<void> {
  await db.insert(uploads).values(upload);
}
