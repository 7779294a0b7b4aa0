import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../src/db/schema/users.ts';
import { TEST_ORIGIN } from './test-app.ts';

export const TEST_PASSWORD = 'hostel-meals-42';

export interface TestSession {
  id: string;
  email: string;
  name: string;
  /** Cookie header value carrying the session. */
  cookie: string;
  headers: Record<string, string>;
}

export const jsonHeaders = { origin: TEST_ORIGIN, 'content-type': 'application/json' };

export function cookieHeader(setCookies: { name: string; value: string }[]): string {
  return setCookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/** Signs up a new account through the real auth endpoint and keeps its session cookie. */
export async function signUp(
  app: FastifyInstance,
  /** `ip`: the address it signs up from (sign-ups are rate limited per address). */
  overrides: {
    email?: string;
    name?: string;
    role?: 'user' | 'admin';
    ip?: string;
    /** Leave the address unverified (by default it is marked verified, as after following the mail's link). */
    unverified?: boolean;
  } = {},
): Promise<TestSession> {
  const email = overrides.email ?? `user-${crypto.randomUUID().slice(0, 8)}@example.test`;
  const name = overrides.name ?? 'Test Student';
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: jsonHeaders,
    payload: { email, password: TEST_PASSWORD, name },
    ...(overrides.ip ? { remoteAddress: overrides.ip } : {}),
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const id = (res.json() as { user: { id: string } }).user.id;
  const changes = {
    ...(overrides.role === 'admin' ? { role: 'admin' as const } : {}),
    emailVerified: !overrides.unverified,
  };
  await app.db.update(users).set(changes).where(eq(users.id, id));
  const cookie = cookieHeader(res.cookies);
  return { id, email, name, cookie, headers: { ...jsonHeaders, cookie } };
}
