import type { Badge } from '@hostel/contract/users';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Auth, CLIENT_IP_HEADER } from '../auth/auth.ts';
import { asPasswordCaller } from '../auth/password-hash.ts';
import { readSessionToken } from '../auth/session-cookie.ts';
import { sessionEndpointMatcher } from '../auth/session-endpoints.ts';
import { HttpError } from '../lib/http-errors.ts';
import { hitRateLimit, type RateRule } from '../lib/rate-limit.ts';
import { hasNul, JSON_BODY_LIMIT, JSON_DEPTH_LIMIT, nestsDeeperThan, nulRefused, tooDeep } from './body-parsers.ts';
import type { CachedSession, SessionUser } from './session-user.ts';

/** Defined in session-user.ts (shared with session-cache.ts); re-exported for the route modules. */
export type { SessionUser };

export interface AuthLimits {
  /** Attempts per client IP at every endpoint that checks or sets a password. */
  perIp: RateRule;
  /**
   * Wrong passwords per account from browsers not trusted for it (auth/sign-in-attempts.ts);
   * sign-ups per email; change-password, change-email and delete-user attempts per user.
   */
  perAccount: RateRule;
}

// Each runs an scrypt (decision 98): limited per client address. Those that check the
// signed-in user's password are limited per user as well, counting every attempt: without that, a
// stolen session could guess the password from many addresses. Reset-password hashes the new one.
export const LIMITED_PATHS: ReadonlySet<string> = new Set([
  '/api/auth/sign-in/email',
  '/api/auth/sign-up/email',
  '/api/auth/change-password',
  '/api/auth/change-email',
  '/api/auth/delete-user',
  '/api/auth/reset-password',
]);
const PASSWORD_CHECK_PATHS = new Set(['/api/auth/change-password', '/api/auth/change-email', '/api/auth/delete-user']);

/**
 * Mounts better-auth under /api/auth in its own encapsulated scope (it parses its own bodies), in
 * front of our database-backed rate limits, and copies its answers back, every Set-Cookie included.
 */
export async function registerAuthRoutes(app: FastifyInstance, auth: Auth, limits: AuthLimits): Promise<void> {
  const needsSession = sessionEndpointMatcher(auth);
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: JSON_BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );
    scope.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      // better-auth's endpoints (sign-up, sign-in, sign-out, get-session, social) are its own API.
      schema: { hide: true },
      // The account's own endpoints answer strangers 401 before their body is even read.
      onRequest: async (request) => {
        if (needsSession((request.params as { '*': string })['*'])) await requireUser(request);
      },
      handler: async (request, reply) => {
        const path = new URL(request.url, 'http://local').pathname;
        const text = Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '';
        // Refused in one pass before anything parses it (we, then better-auth): see body-parsers.ts.
        if (nestsDeeperThan(text, JSON_DEPTH_LIMIT)) throw tooDeep();
        if (jsonTextHasNul(text)) throw nulRefused();
        if (request.method === 'POST' && LIMITED_PATHS.has(path)) await limitAttempts(app, request, path, limits);
        // Password hashes take turns per account, else per address (auth/password-hash.ts).
        const user = needsSession((request.params as { '*': string })['*']) ? await getSessionUser(request) : null;
        const caller = user ? `user:${user.id}` : `ip:${request.ip}`;
        const response = await asPasswordCaller(caller, () => auth.handler(toWebRequest(request)));
        return sendWebResponse(reply, response);
      },
    });
  });
}

/** Per address here; per account in better-auth's hooks, which see the body as it parsed it. */
async function limitAttempts(app: FastifyInstance, request: FastifyRequest, path: string, limits: AuthLimits) {
  await hitRateLimit(app.db, `auth:ip:${request.ip}`, limits.perIp);
  if (!PASSWORD_CHECK_PATHS.has(path)) return;
  const user = await getSessionUser(request);
  if (user) await hitRateLimit(app.db, `auth:password-check:${user.id}`, limits.perAccount);
}

/** better-auth parses its own bodies, so the app's NUL check (plugins/body-parsers.ts) is repeated on the raw JSON. */
function jsonTextHasNul(text: string): boolean {
  if (text.length === 0) return false;
  if (text.includes('\u0000')) return true;
  try {
    return hasNul(JSON.parse(text));
  } catch {
    return false;
  }
}

function toWebRequest(request: FastifyRequest): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && Buffer.isBuffer(request.body);
  const headers = fromNodeHeaders(request.headers);
  // better-auth records this address on sessions: the one TRUST_PROXY gives, never a client's header.
  headers.set(CLIENT_IP_HEADER, request.ip);
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? new Uint8Array(request.body as Buffer) : undefined,
  });
}

/** better-auth answers errors as `{ code, message }` (or nothing); we add `error` so every API error reads the same. */
async function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const text = await response.text();
  if (response.status >= 400) {
    // Some refusals (an unknown endpoint's 404) come with no body at all; they answer JSON too.
    const isJson = response.headers.get('content-type')?.includes('application/json');
    const body = (isJson ? JSON.parse(text || '{}') : {}) as { message?: string; error?: unknown };
    const fallback = response.status === 404 ? 'Not found' : 'Request failed';
    return reply.type('application/json').send({ ...body, error: body.message ?? fallback });
  }
  return reply.send(text.length > 0 ? text : undefined);
}

const perRequest = new WeakMap<FastifyRequest, Promise<CachedSession | null>>();

/** The signed-in user of this request, or null. Looked up once per request. */
export function getSessionUser(request: FastifyRequest): Promise<CachedSession | null> {
  let pending = perRequest.get(request);
  if (!pending) {
    pending = lookUpSession(request);
    perRequest.set(request, pending);
  }
  return pending;
}

/** From the session cache (plugins/session-cache.ts) when it knows this Cookie header, else better-auth. */
async function lookUpSession(request: FastifyRequest): Promise<CachedSession | null> {
  const cookie = request.headers.cookie;
  const cache = request.server.sessionCache;
  const known = cookie ? await cache.get(cookie) : undefined;
  if (known) return known;
  const startedAt = cache.generation;
  const result = await request.server.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!result) return null;
  const session = { ...toSessionUser(result.user as Record<string, unknown>), sessionToken: result.session.token };
  if (cookie) cache.set(cookie, session, startedAt, new Date(result.session.expiresAt));
  return session;
}

const sessionTokens = new WeakMap<FastifyRequest, Promise<string | null>>();

/**
 * The session token of a call whose own query finds the session's user and refuses a token that is
 * not a live session (a like: toggle_meal_like). Only the cookie's signature is checked here, with
 * no lookup and no session cache, so such a call is one round trip even as a user's first request.
 * Read once per request: the guard asks first, then the handler.
 */
export async function requireSessionCheckedByQuery(request: FastifyRequest): Promise<string> {
  let pending = sessionTokens.get(request);
  if (!pending) {
    pending = readSessionToken(request.server.auth, request.headers.cookie);
    sessionTokens.set(request, pending);
  }
  const token = await pending;
  if (!token) throw new HttpError(401, 'Please sign in first.');
  return token;
}

export async function requireUser(request: FastifyRequest): Promise<CachedSession> {
  const user = await getSessionUser(request);
  if (!user) throw new HttpError(401, 'Please sign in first.');
  return user;
}

export async function requireAdmin(request: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.role !== 'admin') throw new HttpError(403, 'Only admins can do this.');
  return user;
}

/** A path or body that names an email acts only for that email's own session (admins excepted where allowed). */
export function assertOwnEmail(user: SessionUser, email: string, { adminMayAct = false } = {}): void {
  if (email.toLowerCase() === user.email.toLowerCase()) return;
  if (adminMayAct && user.role === 'admin') return;
  throw new HttpError(403, 'You can only do this for your own account.');
}

function toSessionUser(user: Record<string, unknown>): SessionUser {
  return {
    id: String(user.id),
    email: String(user.email),
    name: String(user.name ?? ''),
    image: typeof user.image === 'string' ? user.image : null,
    role: user.role === 'admin' ? 'admin' : 'user',
    badge: (['bronze', 'silver', 'gold', 'platinum'].includes(String(user.badge)) ? user.badge : 'bronze') as Badge,
    emailVerified: user.emailVerified === true,
  };
}
