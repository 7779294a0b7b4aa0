import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcIssuer } from '../../../test/oidc-issuer.ts';
import { cookieHeader, jsonHeaders } from '../../../test/sessions.ts';
import { TEST_ORIGIN, useTestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';

const t = useTestApp();
let issuer: Awaited<ReturnType<typeof startOidcIssuer>>;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  issuer = await startOidcIssuer({
    user: { sub: 'google-123', email: 'Tania.Google@Example.test', name: 'Tania Google' },
  });
  app = await buildApp({
    database: t.database,
    dataDir: t.dataDir,
    publicUrl: TEST_ORIGIN,
    google: { clientId: 'hostel-meals-test', clientSecret: 'test-secret', discoveryUrl: issuer.discoveryUrl },
  });
});
afterAll(async () => {
  await app?.close();
  await issuer?.stop();
});

/** Walks the redirect dance a browser does: our start → issuer → our callback. */
async function signInWithGoogle() {
  const start = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    headers: jsonHeaders,
    payload: { provider: 'google', callbackURL: '/', errorCallbackURL: '/signin?google=failed' },
  });
  expect(start.statusCode).toBe(200);
  const startCookies = cookieHeader(start.cookies);
  const authorizeUrl = new URL(start.json().url);
  expect(authorizeUrl.origin).toBe(issuer.url);
  const authorize = await fetch(authorizeUrl, { redirect: 'manual' });
  const callback = new URL(authorize.headers.get('location') as string);
  expect(callback.pathname).toBe('/api/auth/callback/google');
  const done = await app.inject({ url: `${callback.pathname}${callback.search}`, headers: { cookie: startCookies } });
  return { done, cookie: cookieHeader(done.cookies) };
}

describe('Google sign-in (OpenID Connect)', () => {
  it('creates a user account (role user, badge bronze) and signs it in', async () => {
    const { done, cookie } = await signInWithGoogle();
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/');
    const me = await app.inject({ url: '/api/user/tania.google@example.test', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ displayName: 'Tania Google', role: 'user', badge: 'bronze' });
  });

  it('signs the same person in again without a second account', async () => {
    const { cookie } = await signInWithGoogle();
    const admin = await app.inject({ url: '/api/user/tania.google@example.test', headers: { cookie } });
    expect(admin.statusCode).toBe(200);
    const rows = await t.db.query.users.findMany({ where: (u, { eq }) => eq(u.email, 'tania.google@example.test') });
    expect(rows).toHaveLength(1);
  });

  it('sends a refused sign-in back to the error page without a session', async () => {
    issuer.refuseNextSignIn();
    const { done } = await signInWithGoogle();
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toMatch(/^\/signin\?google=failed/);
    expect(done.cookies.find((c) => c.name.endsWith('session_token') && c.value)).toBeUndefined();
  });

  it('tells the client whether Google sign-in is offered', async () => {
    expect((await app.inject({ url: '/api/config' })).json()).toEqual({ googleSignIn: true });
    expect((await t.app.inject({ url: '/api/config' })).json()).toEqual({ googleSignIn: false });
  });

  it('is not offered when Google is not configured', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: jsonHeaders,
      payload: { provider: 'google', callbackURL: '/' },
    });
    expect(res.statusCode).toBe(404);
  });
});
