import fs from 'node:fs';
import { passwordProblem } from '@hostel/contract/users';
import { describe, expect, it } from 'vitest';
import { jsonHeaders, signUp, TEST_PASSWORD } from '../../test/sessions.ts';
import { useTestApp } from '../../test/test-app.ts';
import { getUserByEmail } from '../modules/users/users.queries.ts';
import { COMMON_PASSWORD_MESSAGE, commonPasswords } from './common-passwords.ts';
import { ensureAdmin } from './ensure-admin.ts';

const t = useTestApp();

const post = (url: string, payload: object, headers: Record<string, string> = jsonHeaders) =>
  t.app.inject({ method: 'POST', url, payload, headers });

describe('the shipped common-password list', () => {
  const lines = fs
    .readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .trimEnd()
    .split('\n');

  it('holds thousands of distinct lower-case entries, each one the spec rule would let through', () => {
    expect(lines.length).toBeGreaterThan(5000);
    expect(commonPasswords().size).toBe(lines.length);
    const misfits = lines.filter(
      (line) => passwordProblem(line) !== null || line !== line.toLowerCase() || line.trim() !== line,
    );
    expect(misfits).toEqual([]);
  });

  it('includes the usual suspects and but not the password the tests sign up with', () => {
    for (const password of ['password1', 'abc12345', 'qwerty123', 'iloveyou1', 'bangladesh1', 'hostelmeals1']) {
      expect(commonPasswords().has(password), password).toBe(true);
    }
    expect(commonPasswords().has(TEST_PASSWORD)).toBe(false);
  });
});

describe('common passwords on the server', () => {
  it.each(['password1', 'PassWord1', 'QWERTY123', 'iLoveYou1'])(
    'refuses %s at sign-up with 400 and creates no account',
    async (password) => {
      const email = `common-${password.toLowerCase()}@example.test`;
      const res = await post('/api/auth/sign-up/email', { email, password, name: 'Common' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(COMMON_PASSWORD_MESSAGE);
      expect(await getUserByEmail(t.db, email)).toBeUndefined();
    },
  );

  it('keeps the spec rule first: a password that breaks it gets the rule message', async () => {
    const res = await post('/api/auth/sign-up/email', { email: 'rule@example.test', password: 'password', name: 'R' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Password must include at least 1 number.');
  });

  it('accepts a strong password', async () => {
    const res = await post('/api/auth/sign-up/email', {
      email: 'strong@example.test',
      password: 'tamarind-rice-at-7',
      name: 'Strong',
    });
    expect(res.statusCode).toBe(200);
    expect(await getUserByEmail(t.db, 'strong@example.test')).toBeDefined();
  });

  it('refuses a common or rule-breaking new password on change-password, and keeps the old one', async () => {
    const user = await signUp(t.app);
    const change = (newPassword: string) =>
      post('/api/auth/change-password', { currentPassword: TEST_PASSWORD, newPassword }, user.headers);
    const common = await change('Qwerty123');
    expect(common.statusCode).toBe(400);
    expect(common.json().error).toBe(COMMON_PASSWORD_MESSAGE);
    const weak = await change('onlyletters');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error).toBe('Password must include at least 1 number.');
    const signIn = await post('/api/auth/sign-in/email', { email: user.email, password: TEST_PASSWORD });
    expect(signIn.statusCode).toBe(200);
    expect((await change('tamarind-rice-at-8')).statusCode).toBe(200);
  });

  it('refuses a common ADMIN_PASSWORD for a new admin account', async () => {
    await expect(ensureAdmin(t.app.auth, t.db, 'common-admin@hostel.test', 'Password123')).rejects.toThrow(
      COMMON_PASSWORD_MESSAGE,
    );
    expect(await getUserByEmail(t.db, 'common-admin@hostel.test')).toBeUndefined();
  });
});
