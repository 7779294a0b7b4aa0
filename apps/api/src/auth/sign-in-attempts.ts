import crypto from 'node:crypto';
import { APIError, type createAuthMiddleware, isAPIError } from 'better-auth/api';
import type { Db } from '../db/client.ts';
import { hitRateLimit, RateLimitError, type RateRule, refundRateLimitHit } from '../lib/rate-limit.ts';

type AuthHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

const SIGN_IN = '/sign-in/email';
const SIGN_UP = '/sign-up/email';
const DEVICE_COOKIE = 'trusted_device';
const DEVICE_TRUST_SECONDS = 365 * 24 * 60 * 60;

/**
 * The per-account limit on password guesses (docs/decisions/040-sign-in-limits-count-wrong-passwords-a-browser-that-signed-i.md). It runs as
 * better-auth hooks, so it keys on the email better-auth itself parsed from the body, whatever the
 * encoding (a BOM, form encoding, escapes), and it sees whether the password was right.
 *
 * - Only failures count: each attempt is counted before the password is checked (so a parallel
 *   burst cannot pass the limit), and handed back when it was not a wrong password.
 * - A browser that has signed in to an account before holds a signed "trusted device" cookie for
 *   it; its attempts count against that device alone, not the account. Someone guessing a
 *   student's password from elsewhere locks out only the other untrusted browsers, never the
 *   student's own.
 */
export function signInAttemptHooks(db: Db, perAccount: RateRule) {
  return {
    /** hooks.before: counts a sign-in or sign-up attempt, or refuses it (429) past the limit. */
    async countAttempt(ctx: AuthHookContext): Promise<void> {
      if (ctx.path !== SIGN_IN && ctx.path !== SIGN_UP) return;
      const email = emailIn(ctx.body);
      if (!email) return;
      // Sign-ups naming an address are counted apart (all of them: each hashes a password), so
      // they never lock its owner out of signing in.
      const key = ctx.path === SIGN_UP ? `auth:sign-up:${email}` : await attemptKey(ctx, email);
      try {
        await hitRateLimit(db, key, perAccount);
      } catch (error) {
        if (error instanceof RateLimitError) throw tooManyAttempts(error);
        throw error;
      }
    },

    /** hooks.after: hands back an attempt that was not a wrong password; a success trusts the browser. */
    async settleAttempt(ctx: AuthHookContext): Promise<void> {
      if (ctx.path !== SIGN_IN && ctx.path !== SIGN_UP) return;
      const email = emailIn(ctx.body);
      if (!email) return;
      const returned = ctx.context.returned;
      const wrongPassword = isAPIError(returned) && returned.statusCode === 401;
      if (ctx.path === SIGN_IN && !wrongPassword) await refundRateLimitHit(db, await attemptKey(ctx, email));
      if (!isAPIError(returned)) await trustDevice(ctx, email);
    },
  };
}

/** better-auth looks accounts up by the lower-cased email; so do we. */
function emailIn(body: unknown): string | null {
  const email = (body as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' && email.length > 0 ? email.toLowerCase().slice(0, 320) : null;
}

async function attemptKey(ctx: AuthHookContext, email: string): Promise<string> {
  const device = await trustedDeviceFor(ctx, email);
  return device ? `auth:sign-in-device:${device}` : `auth:sign-in:${email}`;
}

function deviceCookie(ctx: AuthHookContext) {
  return ctx.context.createAuthCookie(DEVICE_COOKIE, { maxAge: DEVICE_TRUST_SECONDS, path: '/api/auth' });
}

/** The device's id when this request carries a genuine trusted-device cookie for this email. */
async function trustedDeviceFor(ctx: AuthHookContext, email: string): Promise<string | null> {
  const value = await ctx.getSignedCookie(deviceCookie(ctx).name, ctx.context.secret);
  if (!value) return null;
  const [device, tag] = value.split(':');
  return device && tag === emailTag(email) ? device : null;
}

async function trustDevice(ctx: AuthHookContext, email: string): Promise<void> {
  const device = (await trustedDeviceFor(ctx, email)) ?? crypto.randomUUID();
  const cookie = deviceCookie(ctx);
  await ctx.setSignedCookie(cookie.name, `${device}:${emailTag(email)}`, ctx.context.secret, cookie.attributes);
}

/** Names the account in the cookie without writing the email into it. */
function emailTag(email: string): string {
  return crypto.createHash('sha256').update(email).digest('base64url').slice(0, 22);
}

function tooManyAttempts(error: RateLimitError): APIError {
  return new APIError(
    'TOO_MANY_REQUESTS',
    { message: error.message, code: 'TOO_MANY_ATTEMPTS' },
    { 'retry-after': String(error.retryAfterSeconds) },
  );
}
