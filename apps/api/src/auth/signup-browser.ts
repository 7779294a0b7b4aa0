import crypto from 'node:crypto';
import { ACCOUNT_LINK_LIFETIME_SECONDS, ACCOUNT_PAGES } from '@hostel/contract/account';
import { type createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/users.ts';
import { now } from '../lib/clock.ts';
import { takeAccountBack } from './account-recovery.ts';
import { readSecurityStamp } from './security-stamp.ts';

type AuthHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * Pre-registered accounts (issue 25, decision 106). Whoever signs up with an address they do not own
 * must not get the owner's account once the owner opens the verification mail. The browser that
 * signed up keeps a cookie naming the account, tied to its security stamp (an HMAC, so it shows
 * neither); the link signs in only that browser, or one already signed in to the account. Opened
 * anywhere else, the address is proven by its owner but the password is someone's who merely typed
 * it: it is cleared, every session ends, and the owner chooses a password on the reset page.
 */
const COOKIE = 'signup_browser';

const proof = (secret: string, userId: string, stamp: string) =>
  crypto.createHmac('sha256', secret).update(`signup-browser:${userId}:${stamp}`).digest('base64url');

/** After a sign-up: this browser is the one that signed up, for as long as the link lives. */
export async function rememberSignupBrowser(ctx: AuthHookContext, db: Db, secret: string): Promise<void> {
  const userId = ctx.context.newSession?.user.id;
  if (!userId) return;
  const stamp = await readSecurityStamp(db, userId);
  if (!stamp) return;
  const cookie = ctx.context.createAuthCookie(COOKIE, { maxAge: ACCOUNT_LINK_LIFETIME_SECONDS });
  ctx.setCookie(cookie.name, `${userId}.${proof(secret, userId, stamp)}`, cookie.attributes);
}

/**
 * Before better-auth verifies a new account's address: when the browser is neither the one that
 * signed up nor signed in to the account, the account is handed to the address's owner instead
 * (verified, password cleared, sessions ended) and the browser sent to choose a password.
 */
export async function verifyFromAnotherBrowser(
  ctx: AuthHookContext,
  db: Db,
  secret: string,
  userId: string,
): Promise<void> {
  const [user] = await db.select({ verified: users.emailVerified }).from(users).where(eq(users.id, userId));
  // Unknown: better-auth answers it. Verified already: better-auth signs nobody in.
  if (!user || user.verified) return;
  if (await isSignupBrowser(ctx, db, secret, userId)) return;
  const session = await getSessionFromCtx(ctx);
  if (session?.user.id === userId) return;
  const resetToken = await db.transaction(async (tx) => {
    await tx.update(users).set({ emailVerified: true, updatedAt: now() }).where(eq(users.id, userId));
    return takeAccountBack(tx, userId);
  });
  throw ctx.redirect(`${ACCOUNT_PAGES.resetPassword}?token=${encodeURIComponent(resetToken)}`);
}

async function isSignupBrowser(ctx: AuthHookContext, db: Db, secret: string, userId: string): Promise<boolean> {
  const value = ctx.getCookie(ctx.context.createAuthCookie(COOKIE).name);
  if (!value) return false;
  const [cookieUser, given] = value.split('.');
  if (cookieUser !== userId || !given) return false;
  const stamp = await readSecurityStamp(db, userId);
  if (!stamp) return false;
  const expected = Buffer.from(proof(secret, userId, stamp));
  const actual = Buffer.from(given);
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}
