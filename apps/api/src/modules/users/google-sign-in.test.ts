import { describe, expect, it } from 'vitest';
import { useGoogleApp } from '../../../test/google-sign-in.ts';
import { jsonHeaders } from '../../../test/sessions.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();
const google = useGoogleApp(t, { sub: 'google-123', email: 'Tania.Google@Example.test', name: 'Tania Google' });

describe('Google sign-in (OpenID Connect)', () => {
  it('creates a user account (role user, badge bronze) and signs it in', async () => {
    const { done, cookie } = await google.signIn();
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/');
    const me = await google.app.inject({ url: '/api/user/tania.google@example.test', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ displayName: 'Tania Google', role: 'user', badge: 'bronze' });
    // Google vouches for the address (its email_verified claim): no verification mail, no banner.
    const status = await google.app.inject({ url: '/api/me/account', headers: { cookie } });
    expect(status.json()).toMatchObject({ emailVerified: true, hasPassword: false });
  });

  it('signs the same person in again without a second account', async () => {
    const { cookie } = await google.signIn();
    const admin = await google.app.inject({ url: '/api/user/tania.google@example.test', headers: { cookie } });
    expect(admin.statusCode).toBe(200);
    const rows = await t.db.query.users.findMany({ where: (u, { eq }) => eq(u.email, 'tania.google@example.test') });
    expect(rows).toHaveLength(1);
  });

  it('sends a refused sign-in back to the error page without a session', async () => {
    google.issuer.refuseNextSignIn();
    const { done } = await google.signIn();
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toMatch(/^\/signin\?google=failed/);
    expect(done.cookies.find((c) => c.name.endsWith('session_token') && c.value)).toBeUndefined();
  });

  it('tells the client whether Google sign-in is offered', async () => {
    expect((await google.app.inject({ url: '/api/config' })).json()).toMatchObject({ googleSignIn: true });
    expect((await t.app.inject({ url: '/api/config' })).json()).toMatchObject({ googleSignIn: false });
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
