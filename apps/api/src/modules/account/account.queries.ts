import type { AccountLanguage, AccountStatus, DeviceSession } from '@hostel/contract/account';
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import { renewSecurityStamp } from '../../auth/security-stamp.ts';
import type { Db } from '../../db/client.ts';
import { accounts, sessions } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import { now } from '../../lib/clock.ts';

export async function getAccountStatus(db: Db, userId: string): Promise<AccountStatus | undefined> {
  const [row] = await db
    .select({
      email: users.email,
      emailVerified: users.emailVerified,
      language: users.language,
      passwordAccount: accounts.id,
    })
    .from(users)
    .leftJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential')))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  return {
    email: row.email,
    emailVerified: row.emailVerified,
    hasPassword: row.passwordAccount !== null,
    language: row.language,
  };
}

export async function setAccountLanguage(db: Db, userId: string, language: AccountLanguage): Promise<void> {
  // Unchanged when it is already so: a repeated call writes nothing.
  await db
    .update(users)
    .set({ language, updatedAt: now() })
    .where(and(eq(users.id, userId), ne(users.language, language)));
}

/** At most this many devices are listed: an account signed in more often than that is a bot. */
const DEVICES_LISTED = 50;

/** The account's live sessions, most recently active first; the caller's own is marked. */
export async function listDeviceSessions(db: Db, userId: string, currentToken: string): Promise<DeviceSession[]> {
  const rows = await db
    .select({
      id: sessions.id,
      token: sessions.token,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now())))
    .orderBy(desc(sessions.updatedAt), desc(sessions.id))
    .limit(DEVICES_LISTED);
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.updatedAt.toISOString(),
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    current: row.token === currentToken,
  }));
}

/** Ends one of the account's sessions (the session cache hears of it: migration 0008). */
/** Ends one of the account's sessions; like every revocation it renews the security stamp. */
export async function endDeviceSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
      .returning({ id: sessions.id });
    if (deleted.length === 0) return false;
    await renewSecurityStamp(tx, userId);
    return true;
  });
}

export async function findUserEmail(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email;
}
