import crypto from 'node:crypto';
import { and, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, verifications } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';

/**
 * First-run setup links live in better-auth's verifications table under one identifier: only the
 * token's SHA-256 is stored, and backups leave the table out.
 */
const IDENTIFIER = 'first-run-setup';

export interface SetupTokenRow {
  id: string;
  value: string;
  expiresAt: Date;
}

export const hashSetupToken = (token: string): string => crypto.createHash('sha256').update(token).digest('hex');

/** An admin who can sign in with a password (the demo seed's admin has none). */
export async function hasAdminWithPassword(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential')))
    .where(and(eq(users.role, 'admin'), isNotNull(accounts.password)))
    .limit(1);
  return Boolean(row);
}

export async function storeSetupToken(db: Db, tokenHash: string, expiresAt: Date): Promise<void> {
  await db
    .insert(verifications)
    .values({ id: crypto.randomUUID(), identifier: IDENTIFIER, value: tokenHash, expiresAt });
}

/** The setup links still live at `at`, their hashes to compare in constant time. */
export async function liveSetupTokens(db: Db, at: Date): Promise<SetupTokenRow[]> {
  return db
    .select({ id: verifications.id, value: verifications.value, expiresAt: verifications.expiresAt })
    .from(verifications)
    .where(and(eq(verifications.identifier, IDENTIFIER), gt(verifications.expiresAt, at)));
}

/** Takes one link for use: only one of two requests racing with the same link gets its row. */
export async function claimSetupToken(db: Db, id: string): Promise<SetupTokenRow | null> {
  const [row] = await db
    .delete(verifications)
    .where(and(eq(verifications.id, id), eq(verifications.identifier, IDENTIFIER)))
    .returning({ id: verifications.id, value: verifications.value, expiresAt: verifications.expiresAt });
  return row ?? null;
}

/** Puts a claimed link back when creating the admin failed, so the operator can try again. */
export async function restoreSetupToken(db: Db, row: SetupTokenRow): Promise<void> {
  await db
    .insert(verifications)
    .values({ ...row, identifier: IDENTIFIER })
    .onConflictDoNothing();
}

/** Ends every setup link (one was used, or an admin can sign in), and the expired ones. */
export async function deleteSetupTokens(db: Db, { expiredOnlyAt }: { expiredOnlyAt?: Date } = {}): Promise<void> {
  await db
    .delete(verifications)
    .where(
      and(
        eq(verifications.identifier, IDENTIFIER),
        expiredOnlyAt ? lte(verifications.expiresAt, expiredOnlyAt) : sql`true`,
      ),
    );
}

/** The first run's admin gets the name the setup page was given. */
export async function nameAdmin(db: Db, email: string, name: string, at: Date): Promise<void> {
  await db.update(users).set({ name, updatedAt: at }).where(eq(users.email, email));
}
