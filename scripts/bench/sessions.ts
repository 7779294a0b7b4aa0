import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client.ts';
import { BENCH_PASSWORD, benchUserEmail, benchUserId, rowsOf } from './catalog.ts';

/**
 * Signed-in load needs hundreds of sessions: likes are limited to 120 a minute per user, so a
 * like-toggling run at thousands a second spreads over many users. A real sign-in costs one scrypt
 * at N=2^16 (~0.4–0.8 s of CPU here, by design), so hundreds would take minutes. The bench signs in
 * a few bench users over HTTP (proving the seeded credentials work and learning the cookie's name)
 * and mints the rest as better-auth session rows, their cookies signed with the server's
 * AUTH_SECRET the way better-auth signs them; one minted cookie is checked against get-session.
 */

export interface BenchSession {
  userId: string;
  cookie: string;
}

/** Session rows for bench users `first`…`first + count - 1`; answers their tokens. */
export async function mintSessionRows(db: Db, first: number, count: number) {
  const nonce = crypto.randomBytes(8).toString('hex');
  return rowsOf<{ userId: string; token: string }>(
    await db.execute(sql`
      insert into sessions (id, token, user_id, expires_at, ip_address, user_agent)
      select 'bench-session-' || g, md5(${nonce} || g) || md5(g || ${nonce}), 'bench-user-' || g,
        now() + interval '30 days', '127.0.0.1', 'hostel-meals-bench'
      from generate_series(${first}::int, ${first + count - 1}::int) g
      returning user_id as "userId", token`),
  );
}

/** A session row for the bench's admin (the kitchen account that added the meals); answers its token. */
export async function mintAdminSession(db: Db, adminId: string): Promise<string> {
  const [row] = rowsOf<{ token: string }>(
    await db.execute(sql`
      insert into sessions (id, token, user_id, expires_at, ip_address, user_agent)
      values ('bench-session-admin', md5(random()::text) || md5(random()::text), ${adminId},
        now() + interval '30 days', '127.0.0.1', 'hostel-meals-bench')
      returning token`),
  );
  if (!row) throw new Error('no admin session');
  return row.token;
}

/** better-auth's signed cookie value: `token.base64(HMAC-SHA256(token, secret))`, URI-encoded. */
export function signedCookie(name: string, token: string, secret: string): string {
  const signature = crypto.createHmac('sha256', secret).update(token).digest('base64');
  return `${name}=${encodeURIComponent(`${token}.${signature}`)}`;
}

/** Signs bench user `n` in over HTTP; answers the session cookie and its name. */
export async function signIn(baseUrl: string, n: number): Promise<BenchSession & { name: string }> {
  const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ email: benchUserEmail(n), password: BENCH_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${benchUserEmail(n)} failed: ${res.status} ${await res.text()}`);
  const session = res.headers.getSetCookie().find((c) => c.split('=')[0]?.includes('session_token'));
  if (!session) throw new Error('sign-in answered no session cookie');
  const pair = session.split(';')[0] as string;
  return { userId: benchUserId(n), name: pair.slice(0, pair.indexOf('=')), cookie: pair };
}

/** Fails unless the server reads `session.cookie` as `session.userId`. */
export async function assertSignedIn(baseUrl: string, session: BenchSession): Promise<void> {
  const res = await fetch(`${baseUrl}/api/auth/get-session`, { headers: { cookie: session.cookie } });
  const body = (await res.json().catch(() => null)) as { user?: { id?: string } } | null;
  if (body?.user?.id !== session.userId) {
    throw new Error(
      `the server did not accept a bench session cookie for ${session.userId} (${res.status}); ` +
        "has better-auth's cookie signing changed?",
    );
  }
}
