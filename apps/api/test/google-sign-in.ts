import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type OidcUser, startOidcIssuer } from './oidc-issuer.ts';
import { cookieHeader, jsonHeaders } from './sessions.ts';
import { TEST_ORIGIN, type TestContext } from './test-app.ts';

export interface GoogleTestApp {
  /** The app with "Sign in with Google" on, on the test file's database. */
  app: Awaited<ReturnType<typeof buildApp>>;
  issuer: Awaited<ReturnType<typeof startOidcIssuer>>;
  /** The whole sign-in as a browser does it (signInWithGoogle). */
  signIn: () => ReturnType<typeof signInWithGoogle>;
}

/**
 * A second app on the test file's database with Google sign-in against a local issuer that signs
 * `user` in. Call at the top of a file or a describe (after useTestApp); filled in before its tests.
 */
export function useGoogleApp(t: TestContext, user: OidcUser): GoogleTestApp {
  const context = {} as GoogleTestApp;
  beforeAll(async () => {
    context.issuer = await startOidcIssuer({ user });
    context.app = await buildApp({
      database: t.database,
      dataDir: t.dataDir,
      publicUrl: TEST_ORIGIN,
      google: { clientId: 'hostel-meals-test', clientSecret: 'test-secret', discoveryUrl: context.issuer.discoveryUrl },
    });
    context.signIn = () => signInWithGoogle(context.app, context.issuer.url);
  });
  afterAll(async () => {
    await context.app?.close();
    await context.issuer?.stop();
  });
  return context;
}

/**
 * Walks the redirect dance a browser does for "Sign in with Google": our start → the local issuer
 * (oidc-issuer.ts) → our callback. Answers the callback's answer and the session cookie it set.
 */
export async function signInWithGoogle(app: FastifyInstance, issuerUrl: string) {
  const start = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    headers: jsonHeaders,
    payload: { provider: 'google', callbackURL: '/', errorCallbackURL: '/signin?google=failed' },
  });
  if (start.statusCode !== 200) throw new Error(`Google sign-in did not start: ${start.statusCode} ${start.body}`);
  const authorizeUrl = new URL(start.json().url);
  if (authorizeUrl.origin !== issuerUrl) throw new Error(`Google sign-in went to ${authorizeUrl.origin}`);
  const authorize = await fetch(authorizeUrl, { redirect: 'manual' });
  const callback = new URL(authorize.headers.get('location') as string);
  if (callback.pathname !== '/api/auth/callback/google') throw new Error(`Issuer sent us to ${callback.pathname}`);
  const done = await app.inject({
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: cookieHeader(start.cookies) },
  });
  return { done, cookie: cookieHeader(done.cookies) };
}
