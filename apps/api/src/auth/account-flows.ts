import {
  ACCOUNT_ERROR_CODES,
  ACCOUNT_ERRORS,
  ACCOUNT_LANGUAGES,
  FRESH_SIGN_IN_SECONDS,
} from '@hostel/contract/account';
import type { BetterAuthOptions, User } from 'better-auth';
import { APIError, type createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accounts } from '../db/schema/auth.ts';
import { now } from '../lib/clock.ts';

type AuthHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
type PasswordResetHook = NonNullable<NonNullable<BetterAuthOptions['emailAndPassword']>['onPasswordReset']>;

/**
 * What better-auth's account endpoints do beyond their defaults (issue 16; docs/decisions):
 * - a changed password ends every other session, whatever the client asked;
 * - a reset password signs the browser in (every session before it has ended);
 * - deleting an account takes its password, or for a Google-only account a sign-in of the last
 *   ten minutes;
 * - the language of the account's mails is one of ours.
 */
export function accountFlowHooks(db: Db) {
  const resetUsers = new WeakMap<Request, User>();

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
      if (ctx.path === '/delete-user') await checkDeletionConfirmed(ctx, db, body);
      return undefined;
    },

    async after(ctx: AuthHookContext) {
      if (ctx.path !== '/reset-password' || isAPIError(ctx.context.returned) || !ctx.request) return;
      const user = resetUsers.get(ctx.request);
      if (!user) return;
      const session = await ctx.context.internalAdapter.createSession(user.id);
      await setSessionCookie(ctx, { session, user });
    },
  };
}

async function checkDeletionConfirmed(ctx: AuthHookContext, db: Db, body: Record<string, unknown>) {
  const session = await getSessionFromCtx(ctx);
  if (!session) return; // better-auth answers 401 itself
  // A deletion link is never mailed (sendDeleteAccountVerification is not set): no token path.
  if (body.token !== undefined) throw new APIError('BAD_REQUEST', { message: 'token is not accepted here' });
  const [credential] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, session.user.id), eq(accounts.providerId, 'credential')));
  if (credential) {
    if (typeof body.password !== 'string' || body.password.length === 0) {
      throw new APIError('BAD_REQUEST', {
        message: ACCOUNT_ERRORS.passwordRequired,
        code: ACCOUNT_ERROR_CODES.passwordRequired,
      });
    }
    return;
  }
  const signedInAt = new Date(session.session.createdAt).getTime();
  if (now().getTime() - signedInAt > FRESH_SIGN_IN_SECONDS * 1000) {
    throw new APIError('FORBIDDEN', {
      message: ACCOUNT_ERRORS.freshSignInRequired,
      code: ACCOUNT_ERROR_CODES.freshSignInRequired,
    });
  }
}
