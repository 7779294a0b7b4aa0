import { describe, expect, it } from 'vitest';
import { signUp, TEST_PASSWORD } from '../../test/sessions.ts';
import { useTestApp } from '../../test/test-app.ts';
import { passwordHashSlots } from '../auth/password-hash.ts';
import { LIMITED_PATHS } from '../plugins/auth.ts';

/**
 * Issue 25: every call that hashes or checks a password is rate limited (decision 98). Found, not
 * listed: each of better-auth's POST endpoints is called as a fresh signed-in student with every
 * password field a body may carry (wrong current passwords, so nothing is deleted or changed), and
 * an endpoint that ran a hash must be among the limited paths. A new endpoint (an upgrade, a
 * plugin) that checks a password without a limit fails here.
 */
const t = useTestApp();

describe('password routes', () => {
  it('every better-auth endpoint that runs a password hash is limited', async () => {
    const slots = passwordHashSlots();
    const hashing: string[] = [];
    let n = 0;
    for (const endpoint of Object.values(t.app.auth.api) as { path?: string; options?: { method?: unknown } }[]) {
      const methods = [endpoint.options?.method].flat();
      if (!endpoint.path || endpoint.path.includes(':') || !methods.includes('POST')) continue;
      n++;
      const student = await signUp(t.app, { ip: `198.51.100.${n}` });
      const before = slots.started;
      await t.app.inject({
        method: 'POST',
        url: `/api/auth${endpoint.path}`,
        headers: student.headers,
        remoteAddress: `203.0.113.${n}`,
        payload: {
          // A new address: sign-up makes an account, sign-in hashes for an unknown one.
          email: `new-${n}@example.test`,
          password: `Wrong-guess-${n}`,
          currentPassword: `Wrong-guess-${n}`,
          newPassword: `${TEST_PASSWORD}-new`,
          name: 'Someone',
          newEmail: `moved-${n}@example.test`,
        },
      });
      if (slots.started > before) hashing.push(`/api/auth${endpoint.path}`);
    }
    // The ones known to hash are found, so the search works.
    expect(hashing).toEqual(
      expect.arrayContaining([
        '/api/auth/sign-in/email',
        '/api/auth/sign-up/email',
        '/api/auth/change-password',
        '/api/auth/delete-user',
      ]),
    );
    expect(hashing.filter((path) => !LIMITED_PATHS.has(path))).toEqual([]);
  }, 180_000);
});
