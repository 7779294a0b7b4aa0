import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseCookies } from 'better-auth/cookies';
import type { Auth } from './auth.ts';

/** better-call signs a cookie as `value.signature`, the signature base64 HMAC-SHA256 (44 characters). */
const SIGNATURE_LENGTH = 44;

/**
 * The session token of a Cookie header, if better-auth signed it, checked the way better-auth's own
 * getSession checks it (better-call's getSignedCookie) but without its lookup: for a call whose own
 * query refuses a token that is not a live session (a like: toggle_meal_like). Whether the session
 * still lives is that query's to say, so nothing here is cached. null when the cookie is missing or
 * its signature is wrong.
 */
export async function readSessionToken(auth: Auth, cookieHeader: string | undefined): Promise<string | null> {
  if (!cookieHeader) return null;
  const { authCookies, secret } = await auth.$context;
  const signed = parseCookies(cookieHeader).get(authCookies.sessionToken.name);
  if (!signed) return null;
  const dot = signed.lastIndexOf('.');
  const signature = signed.slice(dot + 1);
  if (dot < 1 || signature.length !== SIGNATURE_LENGTH) return null;
  const token = signed.slice(0, dot);
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}
