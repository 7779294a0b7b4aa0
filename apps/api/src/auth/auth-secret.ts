import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appSecrets } from '../db/schema/auth.ts';

/**
 * The secret that signs session cookies: AUTH_SECRET when given, else one generated on first start
 * and kept in the database, so every server process on the same database uses the same one.
 */
export async function loadAuthSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSecrets)
    .values({ name: 'auth', value: crypto.randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'auth'));
  if (!row) throw new Error('Could not load the auth secret');
  return row.value;
}
