import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { loadEnv } from '../env.ts';

// The auth library's settings that matter for safety, read back from the running instance rather
// than from our source, so a default changing under an upgrade shows here.
const t = useTestApp();

describe('auth configuration', () => {
  it('trusts exact origins only, never a wildcard', () => {
    const origins = t.app.auth.options.trustedOrigins as string[];
    expect(origins.length).toBeGreaterThan(0);
    for (const origin of origins) {
      expect(origin).not.toContain('*');
      expect(new URL(origin).origin).toBe(origin);
    }
  });

  it('keeps the CSRF and Origin checks on, even under a test runner', () => {
    expect(t.app.auth.options.advanced?.disableCSRFCheck).toBe(false);
    expect(t.app.auth.options.advanced?.disableOriginCheck).toBe(false);
  });

  it('makes role, badge and subscription server-owned fields', () => {
    const fields: Record<string, { input?: boolean }> = t.app.auth.options.user?.additionalFields ?? {};
    for (const name of ['role', 'badge', 'subscription']) expect(fields[name]?.input).toBe(false);
  });

  it('hashes passwords with our scrypt (N=2^16), not the library default', async () => {
    const hash = await t.app.auth.options.emailAndPassword?.password?.hash?.('Correct-horse-42');
    expect(hash).toMatch(/^scrypt\$/);
    expect(hash?.split('$').slice(1, 4)).toEqual(['65536', '8', '1']);
  });

  it('pins better-auth to an exact release (1.7.25 or later: earlier ones have published advisories)', () => {
    const manifest = JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    const version: string = manifest.dependencies['better-auth'];
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    const [major, minor, patch] = version.split('.').map(Number) as [number, number, number];
    expect(major * 1e6 + minor * 1e3 + patch).toBeGreaterThanOrEqual(1_007_025);
  });
});

describe('TRUSTED_ORIGINS', () => {
  it.each(['*', 'https://*.example.edu', 'meals.example.edu', 'https://meals.example.edu/', 'javascript:alert(1)'])(
    'refuses %s at start',
    (value) => {
      expect(() => loadEnv({ TRUSTED_ORIGINS: value })).toThrow(/TRUSTED_ORIGINS: must be exact origins/);
    },
  );

  it('accepts exact origins and adds them to the public one', () => {
    const env = loadEnv({
      PUBLIC_URL: 'https://meals.example.edu',
      TRUSTED_ORIGINS: 'https://a.example.edu, http://localhost:8080',
    });
    expect(env.trustedOrigins).toEqual(['https://meals.example.edu', 'https://a.example.edu', 'http://localhost:8080']);
  });

  it.each([
    ['SMTP_URL', 'mail.example.org:587', /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/],
    ['SMTP_URL', 'http://mail.example.org', /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/],
    ['MAIL_FROM', 'Hostel Meals', /MAIL_FROM: must be an address/],
    ['MAIL_FROM', 'a@b.example\r\nBcc: x@y.example', /MAIL_FROM: must be an address/],
  ])('refuses %s=%j at start with a clear message', (name, value, message) => {
    expect(() => loadEnv({ [name]: value })).toThrow(message);
  });

  it('accepts SMTP and SMTPS URLs and a named sender', () => {
    const env = loadEnv({
      SMTP_URL: 'smtps://user:pa%40ss@mail.example.org:465',
      MAIL_FROM: 'Hostel Meals <meals@example.edu>',
    });
    expect(env.SMTP_URL).toBe('smtps://user:pa%40ss@mail.example.org:465');
    expect(env.MAIL_FROM).toBe('Hostel Meals <meals@example.edu>');
  });
});
