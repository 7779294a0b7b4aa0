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
  mail: { smtpUrl: inbox.url, queue: { pollMs: 50 } },
}));

beforeEach(() => {
  inbox.clear();
  inbox.setRefusing(false);
});

const address = uniqueAddress;
const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });

async function signedIn(email: string, password = TEST_PASSWORD) {
  const res = await post('/api/auth/sign-in/email', jsonHeaders, { email, password });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = cookieHeader(res.cookies);
  return { cookie, headers: { ...jsonHeaders, cookie } };
}
const isSignedIn = async (cookie: string) =>
  (await t.app.inject({ url: '/api/auth/get-session', headers: { cookie } })).json() !== null;

describe('change of email', () => {
  it('mails the new address and changes nothing until its link is followed', async () => {
    const student = await signUp(t.app, { email: address('old') });
    const newEmail = address('new');
    const res = await post('/api/auth/change-email', student.headers, {
      newEmail,
      password: TEST_PASSWORD,
      callbackURL: '/email-verified',
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await inbox.waitFor(newEmail, /Confirm your new email address/);
    expect(mail.text).toContain(`change the email address of your Hostel Meals account to ${newEmail}`);
    // Nothing about the change goes to the old address (it may still get its sign-up verification).
    expect(inbox.mailsTo(student.email).filter((m) => /new email/.test(m.subject))).toHaveLength(0);
    const [before] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, student.id));
    expect(before?.email).toBe(student.email);
    const follow = await t.app.inject({ url: pathOf(linkIn(mail)), headers: { cookie: student.cookie } });
    expect(follow.statusCode).toBe(302);
    const [after] = await t.db
      .select({ email: users.email, verified: users.emailVerified })
      .from(users)
      .where(eq(users.id, student.id));
    expect(after).toEqual({ email: newEmail, verified: true });
  });

  it('verifies an unverified account by its new address, once that link is followed', async () => {
    const student = await signUp(t.app, { email: address('unproven'), unverified: true });
    const newEmail = address('proven');
    await post('/api/auth/change-email', student.headers, {
      newEmail,
      password: TEST_PASSWORD,
      callbackURL: '/email-verified',
    });
    const mail = await inbox.waitFor(newEmail, /Confirm your new email address/);
    await t.app.inject({ url: pathOf(linkIn(mail)), headers: { cookie: student.cookie } });
    const [after] = await t.db
      .select({ email: users.email, verified: users.emailVerified })
      .from(users)
      .where(eq(users.id, student.id));
    expect(after).toEqual({ email: newEmail, verified: true });
  });
});

describe('change of password', () => {
  it('needs the current password and ends every other session, whatever the client asks', async () => {
    const student = await signUp(t.app, { email: address('pw') });
    const other = await signedIn(student.email);
    const wrong = await post('/api/auth/change-password', student.headers, {
      currentPassword: 'not-my-password-1',
      newPassword: 'brand-new-pass-9',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('INVALID_PASSWORD');
    const weak = await post('/api/auth/change-password', student.headers, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'password1',
    });
    expect(weak.statusCode).toBe(400);
    const res = await post('/api/auth/change-password', student.headers, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'brand-new-pass-9',
      revokeOtherSessions: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await isSignedIn(other.cookie)).toBe(false);
    expect(await isSignedIn(cookieHeader(res.cookies))).toBe(true);
  });
});

describe('signed-in devices', () => {
  it('lists the sessions without tokens, marks this one, and signs out one by id', async () => {
    const student = await signUp(t.app, { email: address('devices') });
    const other = await signedIn(student.email);
    const list = await t.app.inject({ url: '/api/me/sessions', headers: { cookie: student.cookie } });
    expect(list.statusCode).toBe(200);
    const devices = list.json() as { id: string; current: boolean }[];
    expect(devices).toHaveLength(2);
    expect(devices.filter((d) => d.current)).toHaveLength(1);
    expect(list.body).not.toMatch(/token/i);
    const otherDevice = devices.find((d) => !d.current);
    const end = await t.app.inject({
      method: 'DELETE',
      url: `/api/me/sessions/${otherDevice?.id}`,
      headers: { origin: jsonHeaders.origin, cookie: student.cookie },
    });
    expect(end.statusCode).toBe(200);
    expect(await isSignedIn(other.cookie)).toBe(false);
    expect(await isSignedIn(student.cookie)).toBe(true);
  });

  it("cannot end another account's session", async () => {
    const a = await signUp(t.app, { email: address('a') });
    const b = await signUp(t.app, { email: address('b') });
    const [bDevice] = (await t.app.inject({ url: '/api/me/sessions', headers: { cookie: b.cookie } })).json();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/me/sessions/${bDevice.id}`,
      headers: { origin: jsonHeaders.origin, cookie: a.cookie },
    });
    expect(res.statusCode).toBe(404);
    expect(await isSignedIn(b.cookie)).toBe(true);
  });

  it('signs out everywhere else', async () => {
    const student = await signUp(t.app, { email: address('elsewhere') });
    const other = await signedIn(student.email);
    const res = await post('/api/auth/revoke-other-sessions', student.headers);
    expect(res.statusCode).toBe(200);
    expect(await isSignedIn(other.cookie)).toBe(false);
    expect(await isSignedIn(student.cookie)).toBe(true);
  });
});

describe('account status and language', () => {
  it('tells whether the address is verified and a password is set, and keeps the mail language', async () => {
    const student = await signUp(t.app, { email: address('status'), unverified: true });
    const status = await t.app.inject({ url: '/api/me/account', headers: { cookie: student.cookie } });
    expect(status.json()).toEqual({ email: student.email, emailVerified: false, hasPassword: true, language: 'en' });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/me/language',
      headers: student.headers,
      payload: { language: 'fr' },
    });
    expect(bad.statusCode).toBe(400);
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/me/language',
      headers: student.headers,
      payload: { language: 'bn' },
    });
    expect(set.statusCode).toBe(200);
    await post('/api/auth/request-password-reset', jsonHeaders, {
      email: student.email,
      redirectTo: '/reset-password',
    });
    expect((await inbox.waitFor(student.email, /পাসওয়ার্ড/)).text).toContain('নতুন পাসওয়ার্ড বেছে নিতে');
  });
});

describe('what waits for a verified address', () => {
  it('refuses paying for a plan and becoming an admin until the address is verified', async () => {
    const student = await signUp(t.app, { email: address('unverified'), unverified: true });
    const admin = await signUp(t.app, { email: address('admin'), role: 'admin' });
    const pay = await post('/api/create-payment-intent', student.headers, { planName: 'Silver', price: 2999 });
    expect(pay.statusCode).toBe(403);
    expect(pay.json().code).toBe('EMAIL_NOT_VERIFIED');
    const promote = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${student.id}/role`,
      headers: admin.headers,
      payload: { role: 'admin' },
    });
    expect(promote.statusCode).toBe(403);
    expect(promote.json().code).toBe('EMAIL_NOT_VERIFIED');
    const [row] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, student.id));
    expect(row?.role).toBe('user');
  });
});

describe('admin: send password reset', () => {
  it("mails the student a reset link in the admin's wording; only admins may", async () => {
    const admin = await signUp(t.app, { email: address('admin'), role: 'admin' });
    const student = await signUp(t.app, { email: address('forgetful') });
    const asStudent = await post(`/api/users/${admin.id}/password-reset`, student.headers);
    expect(asStudent.statusCode).toBe(403);
    const anonymous = await post(`/api/users/${student.id}/password-reset`, jsonHeaders);
    expect(anonymous.statusCode).toBe(401);
    const res = await post(`/api/users/${student.id}/password-reset`, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    const mail = await inbox.waitFor(student.email, /Reset your Hostel Meals password/);
    expect(mail.text).toContain('An admin of your hostel sent you this link');
    const missing = await post('/api/users/no-such-user/password-reset', admin.headers);
    expect(missing.statusCode).toBe(404);
  });
});

describe('deleting the account', () => {
  it('takes the password: none or a wrong one deletes nothing', async () => {
    const student = await signUp(t.app, { email: address('keep') });
    const none = await post('/api/auth/delete-user', student.headers, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('PASSWORD_REQUIRED');
    const wrong = await post('/api/auth/delete-user', student.headers, { password: 'not-my-password-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('INVALID_PASSWORD');
    expect(await t.db.$count(users, eq(users.id, student.id))).toBe(1);
    const res = await post('/api/auth/delete-user', student.headers, { password: TEST_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.db.$count(users, eq(users.id, student.id))).toBe(0);
    expect(await isSignedIn(student.cookie)).toBe(false);
  });
});

describe('mail delivery', () => {
  it('keeps a mail the SMTP server refused and sends it on a later try', async () => {
    inbox.setRefusing(true);
    const student = await signUp(t.app, { email: address('retry') });
    await post('/api/auth/request-password-reset', jsonHeaders, {
      email: student.email,
      redirectTo: '/reset-password',
    });
    await expect
      .poll(
        async () => (await t.db.select().from(mailQueue)).find((m) => m.toAddress === student.email)?.lastError ?? null,
      )
      .toMatch(/451/);
    // Nothing about the change goes to the old address (it may still get its sign-up verification).
    expect(inbox.mailsTo(student.email).filter((m) => /new email/.test(m.subject))).toHaveLength(0);
    inbox.setRefusing(false);
    // The first retry waits 30 s; bring it forward rather than wait.
    await t.db.execute(sql`update mail_queue set next_attempt_at = now()`);
    await inbox.waitFor(student.email, /Reset/);
    await expect.poll(() => t.db.$count(mailQueue)).toBe(0);
  });
});
