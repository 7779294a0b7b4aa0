import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cookieHeader, jsonHeaders, signUp, TEST_PASSWORD } from '../../../test/sessions.ts';
import { linkIn, pathOf, type SmtpInbox, startSmtpInbox, uniqueAddress } from '../../../test/smtp-inbox.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { mailQueue } from '../../db/schema/mail-queue.ts';
import { users } from '../../db/schema/users.ts';

let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
});
afterAll(() => inbox?.close());

const t = useTestApp(() => ({
  mail: { smtpUrl: inbox.url, from: 'Hostel Meals <meals@hostel.test>', queue: { pollMs: 100 } },
}));

beforeEach(() => inbox.clear());

const address = uniqueAddress;

async function signUpByApi(email: string, extra: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: jsonHeaders,
    payload: { email, password: TEST_PASSWORD, name: 'Mail Student', callbackURL: '/email-verified', ...extra },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { cookie: cookieHeader(res.cookies), id: res.json().user.id as string };
}

async function sessionOf(cookie: string) {
  const res = await t.app.inject({ url: '/api/auth/get-session', headers: { cookie } });
  return res.json() as { user: { email: string; emailVerified: boolean } } | null;
}

describe('address verification', () => {
  it('mails a link at sign-up over SMTP; following it verifies the address and lands on /email-verified', async () => {
    const email = address('verify');
    const { cookie } = await signUpByApi(email);
    expect((await sessionOf(cookie))?.user.emailVerified).toBe(false);
    const mail = await inbox.waitFor(email, /Verify your email address/);
    expect(mail.text).toContain(`Please confirm that ${email} is your address`);
    expect(mail.html).toContain('<a href="http://localhost:3000/api/auth/verify-email?token=');
    // In the browser that signed up (another one is sent to choose a password: pre-registered-account.test.ts).
    const follow = await t.app.inject({ url: pathOf(linkIn(mail)), headers: { cookie } });
    expect(follow.statusCode).toBe(302);
    expect(follow.headers.location).toBe('/email-verified');
    const [row] = await t.db.select({ verified: users.emailVerified }).from(users).where(eq(users.email, email));
    expect(row?.verified).toBe(true);
    // The queue keeps no sent mail (its link would wait in the table).
    expect(await t.db.$count(mailQueue)).toBe(0);
  });

  it('writes the mail in the language chosen at sign-up', async () => {
    const email = address('bangla');
    await signUpByApi(email, { language: 'bn' });
    const mail = await inbox.waitFor(email);
    expect(mail.subject).toBe('Hostel Meals-এ আপনার ইমেইল ঠিকানা যাচাই করুন');
    expect(mail.text).toContain('লিংকটি এক ঘণ্টা কাজ করবে');
  });

  it('refuses a language other than en or bn, creating nothing', async () => {
    const email = address('klingon');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: jsonHeaders,
      payload: { email, password: TEST_PASSWORD, name: 'K', language: 'tlh' },
    });
    expect(res.statusCode).toBe(400);
    expect(await t.db.$count(users, eq(users.email, email))).toBe(0);
  });

  it('resends on request, and past three resends in 15 minutes answers 429 TOO_MANY_EMAILS', async () => {
    const email = address('resend');
    const { cookie } = await signUpByApi(email);
    const resend = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/send-verification-email',
        headers: { ...jsonHeaders, cookie },
        payload: { email, callbackURL: '/email-verified' },
      });
    for (let i = 0; i < 3; i++) expect((await resend()).statusCode).toBe(200);
    const refused = await resend();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_EMAILS', error: expect.stringMatching(/Too many emails/) });
    await inbox.waitFor(email);
    await t.app.mailQueue.idle();
    // The sign-up's own mail and three resends.
    await expect.poll(() => inbox.mailsTo(email).length).toBe(4);
  });
});

describe('forgotten password', () => {
  const forgot = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: jsonHeaders,
      payload: { email, redirectTo: '/reset-password' },
    });

  it('answers the same for an unknown address and mails nothing', async () => {
    const known = address('known');
    await signUp(t.app, { email: known });
    const a = await forgot(known);
    const b = await forgot(address('nobody'));
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
    await inbox.waitFor(known, /Reset your Hostel Meals password/);
    await t.app.mailQueue.idle();
    expect(inbox.mails.filter((m) => /Reset/.test(m.subject))).toHaveLength(1);
  });

  it('mails a one-hour link that works once, signs the browser in and ends every other session', async () => {
    const student = await signUp(t.app, { email: address('reset') });
    expect(await sessionOf(student.cookie)).not.toBeNull();
    await forgot(student.email);
    const mail = await inbox.waitFor(student.email, /Reset/);
    expect(mail.text).toContain('The link works once, for one hour.');
    const landing = await t.app.inject({ url: pathOf(linkIn(mail)) });
    expect(landing.statusCode).toBe(302);
    const location = new URL(String(landing.headers.location), 'http://localhost:3000');
    expect(location.pathname).toBe('/reset-password');
    const token = location.searchParams.get('token');
    expect(token).toBeTruthy();
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: jsonHeaders,
      payload: { token, newPassword: 'a-new-secret-77' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const fresh = cookieHeader(reset.cookies);
    expect((await sessionOf(fresh))?.user.email).toBe(student.email);
    expect(await sessionOf(student.cookie)).toBeNull();
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: jsonHeaders,
      payload: { token, newPassword: 'another-secret-88' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_TOKEN');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: jsonHeaders,
      payload: { email: student.email, password: 'a-new-secret-77' },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('refuses an expired link, and a new password that breaks the sign-up rule', async () => {
    const student = await signUp(t.app, { email: address('expired') });
    await forgot(student.email);
    const mail = await inbox.waitFor(student.email, /Reset/);
    const token = pathOf(linkIn(mail)).match(/reset-password\/([^?]+)/)?.[1];
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: jsonHeaders,
      payload: { token, newPassword: 'short1' },
    });
    expect(weak.statusCode).toBe(400);
    await t.db.execute(
      sql`update verifications set expires_at = now() - interval '1 second' where identifier = ${`reset-password:${token}`}`,
    );
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: jsonHeaders,
      payload: { token, newPassword: 'a-new-secret-77' },
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('INVALID_TOKEN');
  });
});
