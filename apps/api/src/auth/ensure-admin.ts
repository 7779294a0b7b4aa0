import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accounts } from '../db/schema/auth.ts';
import { users } from '../db/schema/users.ts';
import type { Auth } from './auth.ts';
import { serverPasswordProblem } from './common-passwords.ts';
import { hashPassword } from './password-hash.ts';

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD: at every start this account exists, signs in with that password and
 * is an admin. A new account goes through the normal sign-up (so the password rule applies); an
 * existing one is promoted and its password set.
 */
export async function ensureAdmin(auth: Auth, db: Db, rawEmail: string, password: string): Promise<void> {
  const email = rawEmail.trim().toLowerCase();
  // The same rule and common-password list as sign-up, also when the account already exists.
  const problem = serverPasswordProblem(password);
  if (problem) throw new Error(`ADMIN_PASSWORD was refused: ${problem}`);
  let [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) {
    try {
      await auth.api.signUpEmail({ body: { email, password, name: 'Administrator' } });
    } catch (error) {
      throw new Error(`ADMIN_PASSWORD was refused: ${error instanceof Error ? error.message : String(error)}`);
    }
    [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) throw new Error('Could not create the admin account');
  } else {
    const hash = await hashPassword(password);
    const credential = and(eq(accounts.userId, user.id), eq(accounts.providerId, 'credential'));
    const updated = await db
      .update(accounts)
      .set({ password: hash, updatedAt: new Date() })
      .where(credential)
      .returning();
    if (updated.length === 0) {
      await db.insert(accounts).values({
        id: crypto.randomUUID(),
        accountId: user.id,
        providerId: 'credential',
        userId: user.id,
        password: hash,
      });
    }
  }
  await db.update(users).set({ role: 'admin', updatedAt: new Date() }).where(eq(users.id, user.id));
}
