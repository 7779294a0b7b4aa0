import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accounts, sessions } from '../db/schema/auth.ts';
import { users } from '../db/schema/users.ts';
import { withMailIntent } from './account-mails.ts';
import type { Auth } from './auth.ts';
import { serverPasswordProblem } from './common-passwords.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { renewSecurityStamp } from './security-stamp.ts';

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD: at every start this account exists, signs in with that password and
 * is an admin with a verified address. A new account goes through the normal sign-up (so the password rule applies); an
 * existing one is promoted and its password set. Whenever that changes anything, every session of
 * the account ends: whoever signed up with the address before must not stay signed in as the admin.
 */
export async function ensureAdmin(auth: Auth, db: Db, rawEmail: string, password: string): Promise<void> {
  const email = rawEmail.trim().toLowerCase();
  // The same rule and common-password list as sign-up, also when the account already exists.
  const problem = serverPasswordProblem(password);
  if (problem) throw new Error(`ADMIN_PASSWORD was refused: ${problem}`);
  let userId = await findUserId(db, email);
  if (!userId) {
    try {
      // No verification mail: the operator's setting vouches for the address (verified below).
      await withMailIntent('no-mail', () => auth.api.signUpEmail({ body: { email, password, name: 'Administrator' } }));
    } catch (error) {
      // Several servers starting at once on a new database all try; the others find the account
      // the winner made and carry on as a restart would.
      if (!(await findUserId(db, email))) {
        throw new Error(`ADMIN_PASSWORD was refused: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    userId = await findUserId(db, email);
    if (!userId) throw new Error('Could not create the admin account');
  }
  if (await isAdminWithPassword(db, userId, password)) return;
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await setCredentialPassword(tx, userId, hash);
    await tx
      .update(users)
      .set({ role: 'admin', emailVerified: true, updatedAt: new Date() })
      .where(eq(users.id, userId));
    // The session cache hears of it through the sessions trigger (migration 0008).
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    // Every link mailed before dies (a new role or password renews the stamp in the database too,
    // but not a first password for an admin who had none).
    await renewSecurityStamp(tx, userId);
  });
}

/** A restart with the same settings changes nothing, so the admin stays signed in. */
async function isAdminWithPassword(db: Db, userId: string, password: string): Promise<boolean> {
  const [row] = await db
    .select({ role: users.role, emailVerified: users.emailVerified, hash: accounts.password })
    .from(users)
    .leftJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential')))
    .where(eq(users.id, userId));
  if (row?.role !== 'admin' || !row.emailVerified || !row.hash) return false;
  return verifyPassword({ hash: row.hash, password });
}

async function findUserId(db: Db, email: string): Promise<string | undefined> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user?.id;
}

async function setCredentialPassword(db: Db, userId: string, hash: string) {
  const credential = and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential'));
  const updated = await db
    .update(accounts)
    .set({ password: hash, updatedAt: new Date() })
    .where(credential)
    .returning();
  if (updated.length === 0) {
    await db.insert(accounts).values({
      id: crypto.randomUUID(),
      accountId: userId,
      providerId: 'credential',
      userId,
      password: hash,
    });
  }
}
