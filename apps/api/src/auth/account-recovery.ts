import crypto from 'node:crypto';
import { ACCOUNT_LINK_LIFETIME_SECONDS } from '@hostel/contract/account';
import { and, eq, gte, inArray, like, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accounts, sessions, verifications } from '../db/schema/auth.ts';
import { users } from '../db/schema/users.ts';
import { now } from '../lib/clock.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** How long the old address may undo a change of email (decision 104). */
export const EMAIL_UNDO_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
const UNDO_PREFIX = 'undo-email-change:';

const newToken = () => crypto.randomBytes(24).toString('base64url');

/**
 * Hands the account to whoever proved its address: its password is cleared and every session ends
 * (the stamp is renewed, so every other link dies with it), and a reset token lets that person choose
 * their own password on the reset page, as a forgotten password does.
 */
export async function takeAccountBack(tx: Tx, userId: string): Promise<string> {
  // Clearing the password renews the stamp (migration 0024), which deletes older reset tokens.
  await tx.delete(accounts).where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  const token = newToken();
  await tx.insert(verifications).values({
    id: crypto.randomUUID(),
    // better-auth's own form, so its reset page and POST /reset-password take it.
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt: new Date(now().getTime() + ACCOUNT_LINK_LIFETIME_SECONDS * 1000),
  });
  return token;
}

/**
 * A one-time token for the old address of a change of email. Unlike the other links it does not
 * die with the stamp: whoever took the account could otherwise kill it by changing the password.
 */
export async function createEmailUndo(db: Db, userId: string, oldEmail: string): Promise<string> {
  const token = newToken();
  await db.insert(verifications).values({
    id: crypto.randomUUID(),
    identifier: `${UNDO_PREFIX}${token}`,
    value: JSON.stringify({ userId, email: oldEmail }),
    expiresAt: new Date(now().getTime() + EMAIL_UNDO_LIFETIME_SECONDS * 1000),
  });
  return token;
}

/**
 * Puts the old address back, once: the account is taken back (takeAccountBack) and the reset token
 * returned. The undo links of later changes die with it, the earlier ones stay: an address the
 * account had before always wins over one it got after. Null when the token is unknown, used,
 * expired, or the old address now belongs to another account.
 */
export async function undoEmailChange(db: Db, token: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(verifications)
      .where(and(eq(verifications.identifier, `${UNDO_PREFIX}${token}`), gte(verifications.expiresAt, now())))
      .returning();
    if (!row) return null;
    const { userId, email } = JSON.parse(row.value) as { userId: string; email: string };
    const later = await tx
      .select({ id: verifications.id, value: verifications.value })
      .from(verifications)
      .where(and(like(verifications.identifier, `${UNDO_PREFIX}%`), gte(verifications.createdAt, row.createdAt)));
    const laterOfThisAccount = later.filter((v) => (JSON.parse(v.value) as { userId: string }).userId === userId);
    if (laterOfThisAccount.length > 0) {
      await tx.delete(verifications).where(
        inArray(
          verifications.id,
          laterOfThisAccount.map((v) => v.id),
        ),
      );
    }
    const taken = await tx.$count(users, and(eq(users.email, email), ne(users.id, userId)));
    if (taken > 0) return null;
    const restored = await tx
      .update(users)
      .set({ email, emailVerified: true, updatedAt: now() })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (restored.length === 0) return null;
    return takeAccountBack(tx, userId);
  });
}
