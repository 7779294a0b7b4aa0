import {
  ACCOUNT_ERROR_CODES,
  ACCOUNT_ERRORS,
  ACCOUNT_LANGUAGES,
  ACCOUNT_PAGES,
  FRESH_SIGN_IN_SECONDS,
} from '@hostel/contract/account';
import type { BetterAuthOptions, User } from 'better-auth';
import { APIError, type createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accounts } from '../db/schema/auth.ts';
import { users } from '../db/schema/users.ts';
import { now } from '../lib/clock.ts';
import { createEmailUndo } from './account-recovery.ts';
import { currentLinkClaims, type LinkClaims, renewSecurityStamp } from './security-stamp.ts';
import { rememberSignupBrowser, verifyFromAnotherBrowser } from './signup-browser.ts';

type AuthHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
type PasswordResetHook = NonNullable<NonNullable<BetterAuthOptions['emailAndPassword']>['onPasswordReset']>;

export interface AccountFlowOptions {
  /** better-auth's secret: its mailed links are JWTs signed with it. */
  secret: string;
  /** The public origin the mailed links start with. */
  baseURL: string;
  /** Tells the old address of a completed change of email, with its undo link. */
  sendEmailChanged: (user: { id: string; email: string }, oldEmail: string, undoLink: string) => Promise<void>;
}

/**
 * What better-auth's account endpoints do beyond their defaults (issues 16 and 25; docs/decisions):
 * - a changed password ends every other session, whatever the client asked;
 * - a reset password signs the browser in (every session before it has ended);
 * - deleting an account, or changing its email, takes its password, or for a Google-only account a
 *   sign-in of the last ten minutes;
 * - a verification or change-of-email link works only while the account's security stamp is the
 *   one it carries; a completed change of email tells the old address, with a one-time undo;
 * - a new account's verification link signs in only the browser that signed up (or one signed in
 *   to it); opened elsewhere it hands the account to the address's owner (auth/signup-browser.ts);
 * - signing out the other devices renews the stamp;
 * - the language of the account's mails is one of ours.
 */
export function accountFlowHooks(db: Db, options: AccountFlowOptions) {
  const resetUsers = new WeakMap<Request, User>();
  const emailChanges = new WeakMap<Request, LinkClaims>();

  const onPasswordReset: PasswordResetHook = async ({ user }, request) => {
    if (request) resetUsers.set(request, user);
  };

  return {
    onPasswordReset,

    async before(ctx: AuthHookContext) {
      const body = (ctx.body ?? {}) as Record<string, unknown>;
      if ((ctx.path === '/sign-up/email' || ctx.path === '/update-user') && body.language !== undefined) {
        if (!ACCOUNT_LANGUAGES.includes(body.language as never)) {
          throw new APIError('BAD_REQUEST', { message: 'language must be en or bn' });
        }
      }
      if (ctx.path === '/change-password') {
        return { context: { body: { ...body, revokeOtherSessions: true } } };
      }
      if (ctx.path === '/delete-user') {
        // A deletion link is never mailed (sendDeleteAccountVerification is not set): no token path.
        if (body.token !== undefined) throw new APIError('BAD_REQUEST', { message: 'token is not accepted here' });
        // better-auth checks the password itself.
        await checkReauthenticated(ctx, db, body, 'delete');
      }
      if (ctx.path === '/change-email') await checkReauthenticated(ctx, db, body, 'change-email');
      if (ctx.path === '/verify-email') {
        const claims = await checkLinkStamp(ctx, db, options.secret);
        if (claims?.updateTo && ctx.request) emailChanges.set(ctx.request, claims);
        else if (claims) await verifyFromAnotherBrowser(ctx, db, options.secret, claims.userId);
      }
      return undefined;
    },

    async after(ctx: AuthHookContext) {
      if (!ctx.request) return;
      if (ctx.path === '/verify-email') {
        const change = emailChanges.get(ctx.request);
        if (change?.updateTo) await tellOldAddress(db, options, change);
        return;
      }
      if (isAPIError(ctx.context.returned)) return;
      if (ctx.path === '/sign-up/email') {
        await rememberSignupBrowser(ctx, db, options.secret);
        return;
      }
      if (ctx.path === '/revoke-other-sessions') {
        const session = await getSessionFromCtx(ctx);
        if (session) await renewSecurityStamp(db, session.user.id);
        return;
      }
      if (ctx.path !== '/reset-password') return;
      const user = resetUsers.get(ctx.request);
      if (!user) return;
      // A changed password renews the stamp in the database; a first one (the reset of a Google-only
      // or taken-back account inserts it) here.
      await renewSecurityStamp(db, user.id);
      const session = await ctx.context.internalAdapter.createSession(user.id);
      await setSessionCookie(ctx, { session, user });
    },
  };
}

/**
 * The account's password, or for an account without one a sign-in of the last minutes (a Google
 * account signs in again with Google). Deletion leaves the password's check to better-auth.
 */
async function checkReauthenticated(
  ctx: AuthHookContext,
  db: Db,
  body: Record<string, unknown>,
  purpose: 'delete' | 'change-email',
) {
  const session = await getSessionFromCtx(ctx);
  if (!session) return; // better-auth answers 401 itself
  const [credential] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, session.user.id), eq(accounts.providerId, 'credential')));
  if (credential?.hash) {
    if (typeof body.password !== 'string' || body.password.length === 0) {
      throw new APIError('BAD_REQUEST', {
        message: ACCOUNT_ERRORS.passwordRequired,
        code: ACCOUNT_ERROR_CODES.passwordRequired,
      });
    }
    if (purpose === 'delete') return;
    if (
      body.password.length > 128 ||
      !(await ctx.context.password.verify({ hash: credential.hash, password: body.password }))
    ) {
      throw new APIError('BAD_REQUEST', { message: 'Invalid password', code: 'INVALID_PASSWORD' });
    }
    return;
  }
  const signedInAt = new Date(session.session.createdAt).getTime();
  if (now().getTime() - signedInAt > FRESH_SIGN_IN_SECONDS * 1000) {
    const which = purpose === 'delete' ? 'freshSignInRequired' : 'freshSignInForEmail';
    throw new APIError('FORBIDDEN', { message: ACCOUNT_ERRORS[which], code: ACCOUNT_ERROR_CODES[which] });
  }
}

/**
 * A verification or change-of-email link acts only while the account's stamp is the one it
 * carries. Refused as better-auth refuses a bad token: back to the page with `?error=INVALID_TOKEN`.
 */
async function checkLinkStamp(ctx: AuthHookContext, db: Db, secret: string): Promise<LinkClaims | undefined> {
  const query = (ctx.query ?? {}) as Record<string, unknown>;
  if (typeof query.token !== 'string') return undefined;
  const claims = await currentLinkClaims(db, secret, query.token);
  if (claims === undefined) return undefined; // expired or forged: better-auth says which
  if (claims) return claims;
  const callbackURL = query.callbackURL;
  // Only a path of this site: better-auth's own origin check on it runs after this hook.
  if (typeof callbackURL === 'string' && /^\/(?![/\\])/.test(callbackURL)) {
    throw ctx.redirect(`${callbackURL}${callbackURL.includes('?') ? '&' : '?'}error=INVALID_TOKEN`);
  }
  throw new APIError('UNAUTHORIZED', { message: 'Invalid token', code: 'INVALID_TOKEN' });
}

/** After a change of email went through: the old address gets a one-time undo link. */
async function tellOldAddress(db: Db, options: AccountFlowOptions, change: LinkClaims) {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, change.userId));
  if (!user || user.email !== change.updateTo) return;
  const token = await createEmailUndo(db, change.userId, change.email);
  // A page that explains the undo and does it with a button (POST /api/account/undo-email-change).
  const link = `${options.baseURL}${ACCOUNT_PAGES.undoEmailChange}?token=${token}`;
  await options.sendEmailChanged({ id: change.userId, email: user.email }, change.email, link);
}
