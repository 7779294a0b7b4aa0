import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { cookieHeader, jsonHeaders, signUp, TEST_PASSWORD } from '../../../test/sessions.ts';
import { TEST_ORIGIN, useTestApp } from '../../../test/test-app.ts';
import { type AppOptions, buildApp } from '../../app.ts';
import { ensureAdmin } from '../../auth/ensure-admin.ts';
import { capSessionLifetimes } from '../../auth/session-lifetime.ts';
import { sessions } from '../../db/schema/auth.ts';
import { loadEnv } from '../../env.ts';

const t = useTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;

type App = Awaited<ReturnType<typeof buildApp>>;
const extraApps: App[] = [];
afterAll(async () => {
  for (const app of extraApps) await app.close();
});

/** An app on the test database with small limits (and any other options), closed after the file. */
async function appWith(options: Partial<AppOptions> = {}): Promise<App> {
  const app = await buildApp({
    database: t.database,
    dataDir: t.dataDir,
    publicUrl: TEST_ORIGIN,
    authLimits: { perIp: { max: 100, windowSeconds: 60 }, perAccount: { max: 2, windowSeconds: 600 } },
    ...options,
  });
  extraApps.push(app);
  return app;
}

interface Attempt {
  email: string;
  password: string;
  ip?: string;
  /** Cookie header the browser sends (a trusted-device cookie). */
  cookie?: string;
  headers?: Record<string, string>;
  /** The body as sent; JSON of email and password by default. */
  body?: string;
}

function signIn(app: App, attempt: Attempt) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: {
      ...jsonHeaders,
      ...(attempt.cookie ? { cookie: attempt.cookie } : {}),
      ...attempt.headers,
    },
    payload: attempt.body ?? JSON.stringify({ email: attempt.email, password: attempt.password }),
    remoteAddress: attempt.ip ?? '192.0.2.1',
  });
}

/** The trusted-device cookie a successful sign-in gave, as a Cookie header. */
function deviceCookieOf(res: { cookies: { name: string; value: string }[] }): string {
  const device = res.cookies.filter((c) => c.name.endsWith('trusted_device'));
  expect(device).toHaveLength(1);
  return cookieHeader(device);
}

/** A new account, signed in once from its owner's browser: the account and that browser's cookie. */
async function studentWithOwnBrowser(app: App, email: string) {
  const student = await signUp(t.app, { email });
  const ownBrowser = deviceCookieOf(await signIn(app, { email, password: TEST_PASSWORD }));
  return { student, ownBrowser };
}

/** The statuses of `count` attempts made one after the other. */
async function statusesOf(count: number, attempt: (i: number) => Promise<{ statusCode: number }>) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await attempt(i)).statusCode);
  return statuses;
}

describe('per-account sign-in limit', () => {
  it('counts the email better-auth read, so a BOM or form encoding cannot dodge it', async () => {
    const app = await appWith();
    const victim = await signUp(t.app, { email: 'bom-victim@example.test' });
    const wrong = { email: victim.email, password: 'guess-number-1' };
    const bom = `\uFEFF${JSON.stringify(wrong)}`;
    const form = `email=${encodeURIComponent(victim.email)}&password=guess-number-2`;
    const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };
    expect((await signIn(app, { ...wrong, ip: '198.51.100.11', body: bom })).statusCode).toBe(401);
    expect((await signIn(app, { ...wrong, ip: '198.51.100.12', body: form, headers: formHeaders })).statusCode).toBe(
      401,
    );
    const third = await signIn(app, { ...wrong, ip: '198.51.100.13', body: bom });
    expect(third.statusCode).toBe(429);
    expect(third.json().error).toMatch(/too many/i);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts only failures: a student may sign in again and again', async () => {
    const app = await appWith();
    const student = await signUp(t.app, { email: 'often@example.test' });
    // Each from a fresh browser (no cookies kept): more successes than the limit allows failures.
    const successes = await statusesOf(5, () => signIn(app, { email: student.email, password: TEST_PASSWORD }));
    expect(successes).toEqual([200, 200, 200, 200, 200]);
    // Failures do count: two of them (the limit) and even the right password waits.
    expect((await signIn(app, { email: student.email, password: 'guess-number-1' })).statusCode).toBe(401);
    expect((await signIn(app, { email: student.email, password: TEST_PASSWORD })).statusCode).toBe(200);
    expect((await signIn(app, { email: student.email, password: 'guess-number-2' })).statusCode).toBe(401);
    expect((await signIn(app, { email: student.email, password: TEST_PASSWORD })).statusCode).toBe(429);
  });

  it('sign-ups are limited per address too, and do not lock the student out', async () => {
    const app = await appWith();
    const student = await signUp(t.app, { email: 'named@example.test' });
    const signUps = await statusesOf(4, (i) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: jsonHeaders,
        remoteAddress: `203.0.113.${80 + i}`,
        payload: { email: student.email, password: TEST_PASSWORD, name: 'Not the student' },
      }),
    );
    expect(signUps[0]).toBeGreaterThanOrEqual(400);
    expect(signUps[0]).toBeLessThan(429);
    expect(signUps.at(-1)).toBe(429);
    expect((await signIn(app, { email: student.email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('a burst of parallel guesses gets no more tries than the limit', async () => {
    const app = await appWith();
    const victim = await signUp(t.app, { email: 'burst@example.test' });
    const burst = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        signIn(app, { email: victim.email, password: `guess-number-${i}`, ip: `203.0.113.${60 + i}` }),
      ),
    );
    const statuses = burst.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([401, 401, 429, 429, 429, 429]);
  });

  it("an attacker's failures lock out other browsers, not the student's own", async () => {
    const app = await appWith();
    const { student, ownBrowser } = await studentWithOwnBrowser(app, 'guessed-at@example.test');
    const guesses = await statusesOf(11, (i) =>
      signIn(app, { email: student.email, password: `guess-number-${i}`, ip: `203.0.113.${i + 1}` }),
    );
    expect(guesses.slice(0, 2)).toEqual([401, 401]);
    expect(guesses.slice(2).every((status) => status === 429)).toBe(true);
    // Even with the right password, an untrusted browser waits out the window.
    expect((await signIn(app, { email: student.email, password: TEST_PASSWORD, ip: '203.0.113.99' })).statusCode).toBe(
      429,
    );

    const own = await signIn(app, { email: student.email, password: TEST_PASSWORD, cookie: ownBrowser });
    expect(own.statusCode).toBe(200);
    expect(own.cookies.some((c) => c.name.endsWith('session_token'))).toBe(true);
  });

  it("a trusted browser has a limit of its own, and another account's trust does not carry over", async () => {
    const app = await appWith();
    const { student, ownBrowser } = await studentWithOwnBrowser(app, 'trusted-limit@example.test');
    const typos = await statusesOf(3, (i) =>
      signIn(app, { email: student.email, password: `typo-number-${i}`, cookie: ownBrowser }),
    );
    expect(typos).toEqual([401, 401, 429]);

    const attacker = await studentWithOwnBrowser(app, 'attacker@example.test');
    const victim = await signUp(t.app, { email: 'second-victim@example.test' });
    const withForeignTrust = await statusesOf(3, (i) =>
      signIn(app, { email: victim.email, password: `guess-number-${i}`, cookie: attacker.ownBrowser }),
    );
    expect(withForeignTrust).toEqual([401, 401, 429]);
  });
});

describe('TRUST_PROXY', () => {
  const BALANCER = '10.0.0.5';
  const attemptVia = (app: App, peer: string, client: string, email: string) =>
    signIn(app, { email, password: 'guess-number-1', ip: peer, headers: { 'x-forwarded-for': client } });
  const limits = { perIp: { max: 2, windowSeconds: 60 }, perAccount: { max: 100, windowSeconds: 600 } };

  it('off (default): X-Forwarded-For is ignored, so everyone behind the balancer shares its limit', async () => {
    const app = await appWith({ authLimits: limits });
    expect((await attemptVia(app, '10.0.0.6', '198.51.100.1', 'a@example.test')).statusCode).toBe(401);
    expect((await attemptVia(app, '10.0.0.6', '198.51.100.2', 'b@example.test')).statusCode).toBe(401);
    expect((await attemptVia(app, '10.0.0.6', '198.51.100.3', 'c@example.test')).statusCode).toBe(429);
  });

  it("on: each forwarded client has its own limit, and an untrusted peer's header is ignored", async () => {
    const app = await appWith({ authLimits: limits, trustProxy: ['10.0.0.0/8'] });
    for (const client of ['198.51.100.21', '198.51.100.22', '198.51.100.23']) {
      expect((await attemptVia(app, BALANCER, client, `${client}@example.test`)).statusCode).toBe(401);
      expect((await attemptVia(app, BALANCER, client, `${client}@example.test`)).statusCode).toBe(401);
    }
    expect((await attemptVia(app, BALANCER, '198.51.100.21', 'x@example.test')).statusCode).toBe(429);
    // A client reaching the server directly cannot pick a new address per request.
    const spoofed = await statusesOf(3, (i) => attemptVia(app, '203.0.113.50', `192.0.2.${i}`, 'y@example.test'));
    expect(spoofed).toEqual([401, 401, 429]);
  });

  it('better-auth records the same client address on the session, never a forged header', async () => {
    const proxied = await appWith({ trustProxy: ['10.0.0.0/8'] });
    const student = await signUp(t.app, { email: 'address@example.test' });
    const viaBalancer = await signIn(proxied, {
      email: student.email,
      password: TEST_PASSWORD,
      ip: BALANCER,
      headers: { 'x-forwarded-for': '198.51.100.77' },
    });
    const direct = await signIn(t.app, {
      email: student.email,
      password: TEST_PASSWORD,
      ip: '203.0.113.77',
      headers: { 'x-forwarded-for': '6.6.6.6', 'x-hostel-meals-client-ip': '6.6.6.7' },
    });
    expect(await sessionAddress(viaBalancer.json().token)).toBe('198.51.100.77');
    expect(await sessionAddress(direct.json().token)).toBe('203.0.113.77');
  });

  it('is validated at start: addresses and ranges, or false; never true or a hop count', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,loopback,fd00::/8' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'loopback',
      'fd00::/8',
    ]);
    for (const bad of ['true', '1', '10.0.0.0/33', 'balancer.internal', '10.0.0.1/8/9']) {
      expect(() => loadEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('password endpoints', () => {
  it('verify-password, deletion by link and the token-handing session endpoints answer 404', async () => {
    const user = await signUp(t.app);
    for (const path of [
      'verify-password',
      'delete-user/callback',
      'list-sessions',
      'revoke-session',
      'revoke-sessions',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/auth/${path}`,
        headers: user.headers,
        payload: {
          password: TEST_PASSWORD,
          email: user.email,
          newPassword: 'A-new-secret-42',
          newEmail: 'x@example.test',
        },
      });
      expect(res.statusCode, path).toBe(404);
      expect(typeof res.json().error, path).toBe('string');
    }
  });

  it('change-password guesses are limited per user, from however many addresses', async () => {
    const app = await appWith();
    const victim = await signUp(t.app);
    const statuses = await statusesOf(3, (i) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: victim.headers,
        remoteAddress: `203.0.113.${120 + i}`,
        payload: { currentPassword: `guess-number-${i}`, newPassword: 'A-new-secret-42' },
      }),
    );
    expect(statuses).toEqual([400, 400, 429]);
  });

  it('change-password answers 429 with Retry-After past the limit', async () => {
    const app = await appWith();
    const victim = await signUp(t.app);
    const attempt = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: victim.headers,
        payload: { currentPassword: 'guess-number-9', newPassword: 'A-new-secret-42' },
      });
    await statusesOf(2, attempt);
    expectTooMany(await attempt());
  });

  it('delete-user: 60 wrong passwords from 60 addresses, then the right one, still answers 429', async () => {
    const victim = await signUp(t.app);
    const statuses = await statusesOf(60, (i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/delete-user',
        headers: victim.headers,
        remoteAddress: `198.18.${Math.floor(i / 200)}.${(i % 200) + 1}`,
        payload: { password: `guess-number-${i}` },
      }),
    );
    // The default limit: 10 wrong passwords per account per 15 minutes.
    expect(statuses.slice(0, 10).every((status) => status >= 400 && status < 429)).toBe(true);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/auth/delete-user',
      headers: victim.headers,
      remoteAddress: '198.18.9.9',
      payload: { password: TEST_PASSWORD },
    });
    expectTooMany(right);
    const stillThere = await t.app.inject({ url: '/api/me/account', headers: { cookie: victim.cookie } });
    expect(stillThere.statusCode).toBe(200);
  }, 120_000);

  it('delete-user is limited per address, across accounts', async () => {
    const app = await appWith({
      authLimits: { perIp: { max: 2, windowSeconds: 60 }, perAccount: { max: 100, windowSeconds: 600 } },
    });
    const statuses: number[] = [];
    let last: Awaited<ReturnType<App['inject']>> | undefined;
    for (let i = 0; i < 3; i++) {
      const user = await signUp(t.app);
      last = await app.inject({
        method: 'POST',
        url: '/api/auth/delete-user',
        headers: user.headers,
        remoteAddress: '198.18.20.1',
        payload: { password: `guess-number-${i}` },
      });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 2).every((status) => status >= 400 && status < 429)).toBe(true);
    expectTooMany(last);
  });

  it('change-email is limited per user, as it asks for the password', async () => {
    const app = await appWith();
    const user = await signUp(t.app);
    const attempt = (i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/change-email',
        headers: user.headers,
        remoteAddress: `198.18.30.${i + 1}`,
        payload: { newEmail: `moved-${i}@example.test`, password: `guess-number-${i}` },
      });
    const statuses = await statusesOf(2, attempt);
    expect(statuses.every((status) => status < 429)).toBe(true);
    expectTooMany(await attempt(3));
  });
});

function expectTooMany(
  res: { statusCode: number; headers: Record<string, unknown>; json: () => { error?: unknown } } | undefined,
) {
  expect(res?.statusCode).toBe(429);
  expect(typeof res?.json().error).toBe('string');
  expect(Number(res?.headers['retry-after'])).toBeGreaterThan(0);
}

describe('ADMIN_EMAIL at start', () => {
  const adminPage = (email: string, cookie: string) => t.app.inject({ url: `/api/user/${email}`, headers: { cookie } });

  it('ends every session of an existing account it promotes', async () => {
    const squatter = await signUp(t.app, { email: 'warden-squat@hostel.test' });
    expect((await adminPage(squatter.email, squatter.cookie)).statusCode).toBe(200);
    await ensureAdmin(t.app.auth, t.db, squatter.email, 'warden-pass-2026');
    expect((await adminPage(squatter.email, squatter.cookie)).statusCode).toBe(401);
    const session = await t.app.inject({ url: '/api/auth/get-session', headers: { cookie: squatter.cookie } });
    expect(session.json()).toBeNull();
  });

  it('ends the sessions when it sets a new password, and keeps them when nothing changes', async () => {
    await ensureAdmin(t.app.auth, t.db, 'matron-2@hostel.test', 'matron-pass-2026');
    const signedIn = await signIn(t.app, { email: 'matron-2@hostel.test', password: 'matron-pass-2026' });
    const cookie = cookieHeader(signedIn.cookies);
    await ensureAdmin(t.app.auth, t.db, 'matron-2@hostel.test', 'matron-pass-2026');
    expect((await adminPage('matron-2@hostel.test', cookie)).statusCode).toBe(200);
    await ensureAdmin(t.app.auth, t.db, 'matron-2@hostel.test', 'matron-pass-2027');
    expect((await adminPage('matron-2@hostel.test', cookie)).statusCode).toBe(401);
  });
});

describe('absolute session lifetime', () => {
  async function sessionRow(token: string) {
    const [row] = await t.db.select().from(sessions).where(eq(sessions.token, token));
    if (!row) throw new Error('no session row');
    return row;
  }

  it('a refresh never carries a session past 30 days from its sign-in', async () => {
    const user = await signUp(t.app, { email: 'sliding@example.test' });
    const signedIn = await signIn(t.app, { email: user.email, password: TEST_PASSWORD });
    const token = signedIn.json().token as string;
    // Signed in 29.5 days ago, last refreshed 28 days ago: due for better-auth's daily refresh.
    const now = Date.now();
    await t.db
      .update(sessions)
      .set({ createdAt: new Date(now - 29.5 * DAY_MS), expiresAt: new Date(now + 2 * DAY_MS) })
      .where(eq(sessions.token, token));
    const res = await t.app.inject({
      url: '/api/auth/get-session',
      headers: { cookie: cookieHeader(signedIn.cookies) },
    });
    expect(res.json().session.token).toBe(token);
    const row = await sessionRow(token);
    expect(row.expiresAt.getTime()).toBeLessThanOrEqual(row.createdAt.getTime() + 30 * DAY_MS);
    expect(row.expiresAt.getTime()).toBeGreaterThan(now);
  });

  it('SESSION_MAX_AGE_DAYS shortens sessions from sign-in on', async () => {
    const app = await appWith({ sessionMaxAgeSeconds: 24 * 60 * 60 });
    const user = await signUp(t.app, { email: 'one-day@example.test' });
    const token = (await signIn(app, { email: user.email, password: TEST_PASSWORD })).json().token as string;
    const row = await sessionRow(token);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(DAY_MS + 1000);
    expect(loadEnv({}).SESSION_MAX_AGE_DAYS).toBe(30);
  });

  it('at start, sessions already past their lifetime end', async () => {
    const user = await signUp(t.app, { email: 'old-session@example.test' });
    const signedIn = await signIn(t.app, { email: user.email, password: TEST_PASSWORD });
    const token = signedIn.json().token as string;
    await t.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 31 * DAY_MS), expiresAt: new Date(Date.now() + 20 * DAY_MS) })
      .where(eq(sessions.token, token));
    await capSessionLifetimes(t.db, 30 * 24 * 60 * 60);
    const res = await t.app.inject({
      url: '/api/auth/get-session',
      headers: { cookie: cookieHeader(signedIn.cookies) },
    });
    expect(res.json()).toBeNull();
  });
});

async function sessionAddress(token: string): Promise<string | null> {
  const [row] = await t.db.select({ ip: sessions.ipAddress }).from(sessions).where(eq(sessions.token, token));
  return row?.ip ?? null;
}
