import { signJWT, verifyJWT } from 'better-auth/crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/users.ts';

/**
 * The account's security stamp (users.security_stamp, migration 0024; decision 104). The
 * database renews it on a new email or role and on a password set, changed or cleared, and deletes
 * the account's reset tokens with it; ending sessions on request renews it here. A mailed link that
 * acts on the account (verification, change of email) is a better-auth JWT: the stamp is added to
 * it as a claim when the mail is written, and a link whose claim is not the current stamp is refused
 * before better-auth acts on it (auth/account-flows.ts).
 */
export async function readSecurityStamp(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ stamp: users.securityStamp }).from(users).where(eq(users.id, userId));
  return row?.stamp;
}

/** After sessions are ended on request: every outstanding link of the account dies. */
export async function renewSecurityStamp(db: Pick<Db, 'update'>, userId: string): Promise<void> {
  await db.update(users).set({ securityStamp: sql`gen_random_uuid()::text` }).where(eq(users.id, userId));
}

/**
 * better-auth's link with the stamp added to its token. The token is signed again with the same
 * secret and the same expiry; better-auth ignores the extra claim, our check reads it.
 */
export async function stampLink(secret: string, url: string, token: string, stamp: string): Promise<string> {
  const payload = await verifyJWT(token, secret);
  if (!payload || typeof payload.exp !== 'number') throw new Error('A link token better-auth just made did not verify');
  const { exp, iat: _iat, ...claims } = payload;
  const lifetime = Math.max(1, exp - Math.floor(Date.now() / 1000));
  const stamped = await signJWT({ ...claims, stamp }, secret, lifetime);
  return url.replace(token, stamped);
}

export interface LinkClaims {
  userId: string;
  /** The address the link was made for (the old one in a change of email). */
  email: string;
  /** The new address of a change of email. */
  updateTo?: string;
  requestType?: string;
}

/**
 * A verification link's claims when its stamp is the account's current one; null when it carries
 * none or an old one; undefined when the token does not verify at all (better-auth answers that
 * itself, expired or invalid).
 */
export async function currentLinkClaims(db: Db, secret: string, token: string): Promise<LinkClaims | null | undefined> {
  const payload = await verifyJWT(token, secret);
  if (!payload) return undefined;
  const { userId, stamp, email, updateTo, requestType } = payload;
  if (typeof userId !== 'string' || typeof stamp !== 'string' || typeof email !== 'string') return null;
  if ((await readSecurityStamp(db, userId)) !== stamp) return null;
  return {
    userId,
    email,
    ...(typeof updateTo === 'string' ? { updateTo } : {}),
    ...(typeof requestType === 'string' ? { requestType } : {}),
  };
}
