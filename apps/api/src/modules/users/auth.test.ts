import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cookieHeader, jsonHeaders, signUp, TEST_PASSWORD } from '../../../test/sessions.ts';
import { TEST_ORIGIN, useTestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { ensureAdmin } from '../../auth/ensure-admin.ts';
import { mailQueue } from '../../db/schema/mail-queue.ts';
import { getUserByEmail } from './users.queries.ts';

const t = useTestApp();

function post(url: string, payload: unknown, headers: Record<string, string> = jsonHeaders, remoteAddress?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

describe('sign-up', () => {
  it('creates a user with role user and badge bronze, and a secure session cookie', async () => {
    const res = await post('/api/auth/sign-up/email', {
      email: 'Rafi@Example.test',
      password: TEST_PASSWORD,
      name: 'Rafi',
    });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name.endsWith('session_token'));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const row = await getUserByEmail(t.db, 'rafi@example.test');
    expect(row).toMatchObject({ email: 'rafi@example.test', role: 'user', badge: 'bronze', name: 'Rafi' });
    const session = await t.app.inject({
      url: '/api/auth/get-session',
      headers: { cookie: cookieHeader(res.cookies) },
    });
    expect(session.json().user.email).toBe('rafi@example.test');
  });

  it.each([
    ['short', 'abc1', 'Password must be at least 8 characters long.'],
    ['no number', 'onlyletters', 'Password must include at least 1 number.'],
    ['no letter', '1234567890', 'Password must include at least 1 letter.'],
  ])('refuses a weak password (%s) with a clear message', async (_label, password, message) => {
    const res = await post('/api/auth/sign-up/email', { email: 'weak@example.test', password, name: 'Weak' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(await getUserByEmail(t.db, 'weak@example.test')).toBeUndefined();
  });

  it('refuses role or badge chosen by the client', async () => {
    for (const extra of [{ role: 'admin' }, { badge: 'platinum' }]) {
      const res = await post('/api/auth/sign-up/email', {
        email: 'sneaky@example.test',
        password: TEST_PASSWORD,
        name: 'S',
        ...extra,
      });
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
    expect(await getUserByEmail(t.db, 'sneaky@example.test')).toBeUndefined();
  });

  it('refuses an email already in use and missing fields', async () => {
    await signUp(t.app, { email: 'taken@example.test' });
    const again = await post('/api/auth/sign-up/email', {
      email: 'taken@example.test',
      password: TEST_PASSWORD,
      name: 'Again',
    });
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    expect(again.statusCode).toBeLessThan(500);
    expect(again.json().error).toMatch(/already/i);
    const missing = await post('/api/auth/sign-up/email', { email: 'nobody@example.test' });
    expect(missing.statusCode).toBe(400);
    expect(typeof missing.json().error).toBe('string');
  });

  it('refuses a request from a foreign origin', async () => {
    const res = await post(
      '/api/auth/sign-up/email',
      { email: 'csrf@example.test', password: TEST_PASSWORD, name: 'C' },
      { ...jsonHeaders, origin: 'https://evil.example', cookie: 'x=1' },
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('sign-in and sign-out', () => {
  it('refuses a wrong password, accepts the right one, and ends the session on sign-out', async () => {
    const account = await signUp(t.app, { email: 'nadia@example.test' });
    const wrong = await post('/api/auth/sign-in/email', { email: account.email, password: 'wrong-password-1' });
    expect(wrong.statusCode).toBe(401);
    expect(typeof wrong.json().error).toBe('string');
    const right = await post('/api/auth/sign-in/email', { email: 'NADIA@example.test', password: TEST_PASSWORD });
    expect(right.statusCode).toBe(200);
    const cookie = cookieHeader(right.cookies);
    const me = await t.app.inject({ url: `/api/user/${account.email}`, headers: { cookie } });
    expect(me.statusCode).toBe(200);
    const out = await post('/api/auth/sign-out', {}, { ...jsonHeaders, cookie });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ url: `/api/user/${account.email}`, headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });
});

describe('rate limits', () => {
  async function limitedApp() {
    const app = await buildApp({
      database: t.database,
      dataDir: t.dataDir,
      publicUrl: TEST_ORIGIN,
      authLimits: { perIp: { max: 3, windowSeconds: 60 }, perAccount: { max: 2, windowSeconds: 600 } },
    });
    return app;
  }

  it('answers 429 with Retry-After past the per-IP limit', async () => {
    const app = await limitedApp();
    const attempt = (i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: jsonHeaders,
        remoteAddress: '203.0.113.7',
        payload: { email: `ip-${i}@example.test`, password: 'wrong-password-1' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt(i)).statusCode).toBe(401);
    const limited = await attempt(99);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error).toMatch(/too many/i);
    await app.close();
  });

  it('limits attempts on one account from many addresses', async () => {
    const app = await limitedApp();
    const attempt = (ip: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: jsonHeaders,
        remoteAddress: ip,
        payload: { email: 'Victim@example.test', password: 'guess-number-1' },
      });
    expect((await attempt('198.51.100.1')).statusCode).toBe(401);
    expect((await attempt('198.51.100.2')).statusCode).toBe(401);
    expect((await attempt('198.51.100.3')).statusCode).toBe(429);
    await app.close();
  });

  it('limits change-password attempts, so a stolen session cannot guess the current password', async () => {
    const app = await limitedApp();
    const victim = await signUp(t.app);
    const guess = (i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: { ...jsonHeaders, cookie: victim.cookie },
        remoteAddress: '203.0.113.99',
        payload: { currentPassword: `guess-number-${i}`, newPassword: 'A-new-secret-42' },
      });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await guess(i)).statusCode);
    // The per-user limit (2) comes before the per-address one (3).
    expect(statuses.slice(0, 2).every((s) => s >= 400 && s < 429)).toBe(true);
    expect(statuses[2]).toBe(429);
    await app.close();
  });
});

describe('ADMIN_EMAIL bootstrap', () => {
  it('creates the admin, who can then sign in', async () => {
    await ensureAdmin(t.app.auth, t.db, 'Warden@Hostel.test', 'warden-pass-2026');
    // The setting vouches for the address: verified, and no verification mail queued for it.
    expect(await getUserByEmail(t.db, 'warden@hostel.test')).toMatchObject({ role: 'admin', emailVerified: true });
    await t.app.mailQueue.idle();
    expect(await t.db.$count(mailQueue, eq(mailQueue.toAddress, 'warden@hostel.test'))).toBe(0);
    const res = await post('/api/auth/sign-in/email', { email: 'warden@hostel.test', password: 'warden-pass-2026' });
    expect(res.statusCode).toBe(200);
  });

  it('promotes an existing account and sets its password, without duplicating it', async () => {
    const account = await signUp(t.app, { email: 'cook@hostel.test' });
    await ensureAdmin(t.app.auth, t.db, account.email, 'new-admin-pass-1');
    expect(await getUserByEmail(t.db, account.email)).toMatchObject({
      role: 'admin',
      id: account.id,
      emailVerified: true,
    });
    const res = await post('/api/auth/sign-in/email', { email: account.email, password: 'new-admin-pass-1' });
    expect(res.statusCode).toBe(200);
  });

  it('survives several servers bootstrapping the same admin at once', async () => {
    const starts = Array.from({ length: 3 }, () =>
      ensureAdmin(t.app.auth, t.db, 'matron@hostel.test', 'matron-pass-2026'),
    );
    await Promise.all(starts);
    expect(await getUserByEmail(t.db, 'matron@hostel.test')).toMatchObject({ role: 'admin' });
    const res = await post('/api/auth/sign-in/email', { email: 'matron@hostel.test', password: 'matron-pass-2026' });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a weak admin password', async () => {
    await expect(ensureAdmin(t.app.auth, t.db, 'weak-admin@hostel.test', 'password')).rejects.toThrow(/ADMIN_PASSWORD/);
  });

  it('refuses a weak or common password for an existing account too, leaving it as it was', async () => {
    const account = await signUp(t.app, { email: 'storekeeper@hostel.test' });
    for (const weak of ['password', 'Password1']) {
      await expect(ensureAdmin(t.app.auth, t.db, account.email, weak)).rejects.toThrow(/ADMIN_PASSWORD was refused/);
    }
    expect(await getUserByEmail(t.db, account.email)).toMatchObject({ role: 'user' });
  });
});
