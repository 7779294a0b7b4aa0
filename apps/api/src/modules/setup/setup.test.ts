import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileValue } from '../../../test/hostile-inputs.ts';
import { jsonHeaders, signUp } from '../../../test/sessions.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { verifications } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import { offerFirstRunSetup } from './first-run.ts';

// One database for the file: the tests run in order, from a first start with no admin to the
// admin's first sign-in.
const t = useTestApp();
const PUBLIC_URL = 'https://meals.example-hostel.edu';
const ADMIN = { name: 'Warden Rahman', email: 'Warden@Example-Hostel.edu', password: 'Mess-office-2026' };

const setup = (body: object, headers: Record<string, string> = {}, ip = '192.0.2.50') =>
  t.app.inject({
    method: 'POST',
    url: '/api/setup',
    headers: { ...jsonHeaders, ...headers },
    payload: JSON.stringify(body),
    remoteAddress: ip,
  });
const signIn = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: jsonHeaders,
    payload: { email, password },
    remoteAddress: '192.0.2.60',
  });
const status = async () => (await t.app.inject({ url: '/api/setup' })).json() as { open: boolean };

/** The token of the link a start printed. */
async function start(): Promise<{ lines: string[]; token: string | null }> {
  const lines: string[] = [];
  const link = await offerFirstRunSetup(t.db, PUBLIC_URL, (line) => lines.push(line));
  return { lines, token: link ? new URL(link).searchParams.get('token') : null };
}

let token = '';

describe('first run', () => {
  it('with no admin who can sign in (a seeded admin without a password), a start logs a one-time setup link', async () => {
    const seeded = await signUp(t.app, { email: 'demo-admin@example.test', role: 'admin' });
    await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: seeded.headers });
    // The demo seed's admin has no password: it cannot sign in.
    await t.db.execute(`update accounts set password = null where user_id = '${seeded.id}'`);
    expect(await status()).toEqual({ open: false });
    const first = await start();
    expect(first.lines).toHaveLength(1);
    expect(first.lines[0]).toMatch(
      /^No admin can sign in yet\. .*: https:\/\/meals\.example-hostel\.edu\/setup\?token=[A-Za-z0-9_-]{43}$/,
    );
    token = first.token as string;
    // Only its hash is stored.
    const stored = await t.db.select().from(verifications).where(eq(verifications.identifier, 'first-run-setup'));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.value).not.toContain(token);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(await status()).toEqual({ open: true });
  });

  it('refuses a wrong token (403) before it reads the rest of the body, and a foreign origin', async () => {
    const wrong = await setup({ token: 'A'.repeat(43), name: 1, email: 'not an email' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toMatch(/not valid/);
    expect((await setup({ ...ADMIN })).statusCode).toBe(403);
    const foreign = await setup({ token, ...ADMIN }, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toMatch(/Cross-site/);
  });

  it('checks the password rules with the right token (400), and the link still works after', async () => {
    const weak = await setup({ token, ...ADMIN, password: 'password' });
    expect(weak.statusCode).toBe(400);
    const common = await setup({ token, ...ADMIN, password: 'password1' });
    expect(common.statusCode).toBe(400);
    expect(common.json().error).toMatch(/common/);
    expect(await status()).toEqual({ open: true });
  });

  it('with the right token, hostile fields get a 4xx { error } and never make an admin', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({ name: hostileValue, email: hostileValue, password: hostileValue }, { requiredKeys: [] }),
        async (fields) => {
          const res = await setup({ token, ...fields }, {}, '198.51.100.77');
          expect(res.statusCode).toBeGreaterThanOrEqual(400);
          expect(res.statusCode).toBeLessThan(500);
          expect(typeof res.json().error).toBe('string');
          expect(res.body).not.toContain(token);
        },
      ),
      // Under the per-address limit (30 a minute): every run reaches the token and the validation.
      { numRuns: 25 },
    );
    expect(await t.db.select().from(users).where(eq(users.role, 'admin'))).toHaveLength(1);
    expect(await status()).toEqual({ open: true });
  });

  it('creates the admin, who can sign in; the link then answers 410 and every link ends', async () => {
    const second = await start();
    expect(second.token).not.toBe(token);
    const created = await setup({ token, ...ADMIN });
    expect(created.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, ADMIN.email.toLowerCase()));
    expect(row).toMatchObject({ role: 'admin', name: ADMIN.name, emailVerified: true });
    const signedIn = await signIn(ADMIN.email.toLowerCase(), ADMIN.password);
    expect(signedIn.statusCode).toBe(200);

    const again = await setup({ token, ...ADMIN, email: 'mallory@example.test' });
    expect(again.statusCode).toBe(410);
    expect(typeof again.json().error).toBe('string');
    const other = await setup({ token: second.token, ...ADMIN, email: 'mallory@example.test' });
    expect(other.statusCode).toBe(410);
    expect(await status()).toEqual({ open: false });
  });

  it('is not offered at a start once an admin can sign in', async () => {
    const later = await start();
    expect(later.lines).toEqual([]);
    expect(later.token).toBeNull();
    expect(await status()).toEqual({ open: false });
  });

  it('is limited per address like every password call (429 with Retry-After)', async () => {
    let last = await setup({ token: 'x' }, {}, '192.0.2.99');
    for (let i = 0; i < 40 && last.statusCode !== 429; i++) last = await setup({ token: 'x' }, {}, '192.0.2.99');
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });
});
