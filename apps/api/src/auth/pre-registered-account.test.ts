import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cookieHeader, jsonHeaders } from '../../test/sessions.ts';
import { linkIn, pathOf, type SmtpInbox, startSmtpInbox, uniqueAddress } from '../../test/smtp-inbox.ts';
import { useTestApp } from '../../test/test-app.ts';
import { users } from '../db/schema/users.ts';

/**
 * Issue 25, pre-registered accounts: an attacker signs up with a victim's address and a password of
 * their own. The victim's verification link must not sign the victim in to the attacker's account:
 * proven from a browser that did not sign up, the password is cleared, every session ends, and the
 * victim chooses a password as after a reset. The signing-up browser is still signed in by it.
 */
let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
});
afterAll(() => inbox?.close());

const t = useTestApp(() => ({ mail: { smtpUrl: inbox.url, queue: { pollMs: 50 } } }));

beforeEach(() => inbox.clear());

const address = uniqueAddress;
const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const sessionOf = async (cookie: string) =>
  (await t.app.inject({ url: '/api/auth/get-session', headers: { cookie } })).json() as {
    user: { email: string };
  } | null;

async function signUpAs(email: string, password: string) {
  const res = await post('/api/auth/sign-up/email', jsonHeaders, {
    email,
    password,
    name: 'Signed Up',
    callbackURL: '/email-verified',
  });
  expect(res.statusCode, res.body).toBe(200);
  const link = pathOf(linkIn(await inbox.waitFor(email, /Verify your email address/)));
  return { cookie: cookieHeader(res.cookies), link };
}

describe('a verification link opened by a browser that did not sign up', () => {
  it("signs nobody in, clears the attacker's password, ends their session and lets the owner choose one", async () => {
    const victim = address('victim');
    const attacker = await signUpAs(victim, 'attackers-own-pass-1');
    expect(await sessionOf(attacker.cookie)).not.toBeNull();

    // The victim opens the mail in their own browser: no cookie of the sign-up.
    const opened = await t.app.inject({ url: attacker.link });
    expect(opened.statusCode).toBe(302);
    expect(opened.cookies.filter((c) => c.name.includes('session_token') && c.value)).toHaveLength(0);
    const landing = new URL(String(opened.headers.location), 'http://localhost:3000');
    expect(landing.pathname).toBe('/reset-password');
    const token = landing.searchParams.get('token');
    expect(token).toBeTruthy();
    const [row] = await t.db.select({ verified: users.emailVerified }).from(users).where(eq(users.email, victim));
    expect(row?.verified).toBe(true);

    expect(await sessionOf(attacker.cookie)).toBeNull();
    const attackerSignIn = await post('/api/auth/sign-in/email', jsonHeaders, {
      email: victim,
      password: 'attackers-own-pass-1',
    });
    expect(attackerSignIn.statusCode).toBe(401);

    const reset = await post('/api/auth/reset-password', jsonHeaders, { token, newPassword: 'victims-own-pass-2' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await sessionOf(cookieHeader(reset.cookies)))?.user.email).toBe(victim);
    const victimSignIn = await post('/api/auth/sign-in/email', jsonHeaders, {
      email: victim,
      password: 'victims-own-pass-2',
    });
    expect(victimSignIn.statusCode).toBe(200);
  });

  it('still signs in the browser that signed up, even once its session has ended', async () => {
    const email = address('owner');
    const owner = await signUpAs(email, 'owners-own-pass-3');
    // Signed out, but the browser keeps the cookie of its sign-up.
    const signUpCookie = owner.cookie
      .split('; ')
      .filter((c) => !c.includes('session_'))
      .join('; ');
    expect(signUpCookie).not.toBe('');
    const opened = await t.app.inject({ url: owner.link, headers: { cookie: signUpCookie } });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/email-verified');
    const session = cookieHeader(opened.cookies.filter((c) => c.value));
    expect((await sessionOf(session))?.user.email).toBe(email);
    const signIn = await post('/api/auth/sign-in/email', jsonHeaders, { email, password: 'owners-own-pass-3' });
    expect(signIn.statusCode).toBe(200);
  });

  it('a sign-up cookie of another account does not count', async () => {
    const other = await signUpAs(address('other'), 'others-own-pass-4');
    const email = address('target');
    const target = await signUpAs(email, 'targets-own-pass-5');
    const otherSignUpCookie = other.cookie
      .split('; ')
      .filter((c) => !c.includes('session_'))
      .join('; ');
    const opened = await t.app.inject({ url: target.link, headers: { cookie: otherSignUpCookie } });
    expect(new URL(String(opened.headers.location), 'http://localhost:3000').pathname).toBe('/reset-password');
    expect(await sessionOf(target.cookie)).toBeNull();
  });
});
