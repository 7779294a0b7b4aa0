import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cookieHeader, jsonHeaders, signUp, TEST_PASSWORD, type TestSession } from '../../test/sessions.ts';
import { linkIn, pathOf, type SmtpInbox, startSmtpInbox, uniqueAddress } from '../../test/smtp-inbox.ts';
import { useTestApp } from '../../test/test-app.ts';
import { accounts, sessions, verifications } from '../db/schema/auth.ts';
import { users } from '../db/schema/users.ts';
import { ensureAdmin } from './ensure-admin.ts';

/**
 * Issue 25: every outstanding email-change, verification and reset link dies when the account's
 * security changes (one per-account security stamp that the links carry); a change of email takes
 * the password and tells the old address, with a one-time undo.
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
const emailOf = async (id: string) =>
  (await t.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]?.email;
const isSignedIn = async (cookie: string) =>
  (await t.app.inject({ url: '/api/auth/get-session', headers: { cookie } })).json() !== null;
const signIn = (email: string, password: string) => post('/api/auth/sign-in/email', jsonHeaders, { email, password });

/** Asks to move the account to `newEmail` and returns the link mailed there. */
async function askToChangeEmail(student: TestSession, newEmail: string): Promise<string> {
  const res = await post('/api/auth/change-email', student.headers, {
    newEmail,
    password: TEST_PASSWORD,
    callbackURL: '/email-verified',
  });
  expect(res.statusCode, res.body).toBe(200);
  return pathOf(linkIn(await inbox.waitFor(newEmail, /Confirm your new email address/)));
}

/** Opens a mailed link as a browser with no session would. */
async function openWithoutSession(link: string) {
  const res = await t.app.inject({ url: link });
  expect(res.statusCode).toBe(302);
  return new URL(String(res.headers.location), 'http://localhost:3000');
}

/**
 * Follows the undo link mailed to an old address as its page does: the link opens a page (it acts on
 * nothing), whose one button posts the token. Returns the answer.
 */
async function pressUndo(link: string) {
  const url = new URL(link, 'http://localhost:3000');
  expect(url.pathname).toBe('/undo-email-change');
  return post('/api/account/undo-email-change', jsonHeaders, { token: url.searchParams.get('token') });
}

describe('an email-change link dies with the security stamp', () => {
  it("the issue's scenario: the admin promotion at start kills warden's link to mallory", async () => {
    const warden = await signUp(t.app, { email: address('warden') });
    const link = await askToChangeEmail(warden, address('mallory'));
    // The operator restarts with ADMIN_EMAIL=warden@…: promoted, password set, sessions ended.
    await ensureAdmin(t.app.auth, t.db, warden.email, 'operator-chosen-secret-71');
    const landing = await openWithoutSession(link);
    expect(landing.pathname).toBe('/email-verified');
    expect(landing.searchParams.get('error')).toBe('INVALID_TOKEN');
    expect(await emailOf(warden.id)).toBe(warden.email);
  });

  it('a change of password that signs out the other devices kills the link', async () => {
    const student = await signUp(t.app, { email: address('stolen') });
    const link = await askToChangeEmail(student, address('thief'));
    const changed = await post('/api/auth/change-password', student.headers, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'my-own-new-secret-5',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const landing = await openWithoutSession(link);
    expect(landing.searchParams.get('error')).toBe('INVALID_TOKEN');
    expect(await emailOf(student.id)).toBe(student.email);
  });

  it('signing out everywhere else, or a new role, kills it too; an untouched link still works', async () => {
    const a = await signUp(t.app, { email: address('revoker') });
    const linkA = await askToChangeEmail(a, address('revoked'));
    expect((await post('/api/auth/revoke-other-sessions', a.headers)).statusCode).toBe(200);
    expect((await openWithoutSession(linkA)).searchParams.get('error')).toBe('INVALID_TOKEN');

    const b = await signUp(t.app, { email: address('promoted') });
    const linkB = await askToChangeEmail(b, address('demoted'));
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, b.id));
    expect((await openWithoutSession(linkB)).searchParams.get('error')).toBe('INVALID_TOKEN');

    const c = await signUp(t.app, { email: address('untouched') });
    const moved = address('moved');
    const linkC = await askToChangeEmail(c, moved);
    expect((await openWithoutSession(linkC)).searchParams.get('error')).toBeNull();
    expect(await emailOf(c.id)).toBe(moved);
  });

  it('a reset link dies with the stamp: its row is gone once sessions are revoked', async () => {
    const student = await signUp(t.app, { email: address('reset') });
    await post('/api/auth/request-password-reset', jsonHeaders, {
      email: student.email,
      redirectTo: '/reset-password',
    });
    await inbox.waitFor(student.email, /Reset/);
    const pending = like(verifications.identifier, 'reset-password:%');
    expect(await t.db.$count(verifications, and(pending, eq(verifications.value, student.id)))).toBe(1);
    await post('/api/auth/revoke-other-sessions', student.headers);
    expect(await t.db.$count(verifications, and(pending, eq(verifications.value, student.id)))).toBe(0);
  });
});

describe('a change of email asks who is asking', () => {
  it('needs the current password: none or a wrong one mails nothing', async () => {
    const student = await signUp(t.app, { email: address('asker') });
    const newEmail = address('elsewhere');
    const none = await post('/api/auth/change-email', student.headers, { newEmail });
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('PASSWORD_REQUIRED');
    const wrong = await post('/api/auth/change-email', student.headers, { newEmail, password: 'not-it-at-all-9' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('INVALID_PASSWORD');
    await t.app.mailQueue.idle();
    expect(inbox.mailsTo(newEmail)).toHaveLength(0);
  });

  it('a Google-only account needs a sign-in of the last minutes instead', async () => {
    const student = await signUp(t.app, { email: address('google-only') });
    await t.db.delete(accounts).where(eq(accounts.userId, student.id));
    await t.db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '1 hour'` })
      .where(eq(sessions.userId, student.id));
    const stale = await post('/api/auth/change-email', student.headers, { newEmail: address('g1') });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().code).toBe('FRESH_SIGN_IN_FOR_EMAIL');
    await t.db.update(sessions).set({ createdAt: sql`now()` }).where(eq(sessions.userId, student.id));
    const fresh = await post('/api/auth/change-email', student.headers, { newEmail: address('g2') });
    expect(fresh.statusCode, fresh.body).toBe(200);
  });
});

describe('the old address is told, with a one-time undo', () => {
  it('undo restores the old address, ends every session and asks for a new password', async () => {
    const victim = await signUp(t.app, { email: address('victim') });
    // A thief with the victim's session and password moves the account and changes its password.
    const thiefEmail = address('thief');
    const link = await askToChangeEmail(victim, thiefEmail);
    const followed = await t.app.inject({ url: link, headers: { cookie: victim.cookie } });
    expect(followed.statusCode).toBe(302);
    expect(await emailOf(victim.id)).toBe(thiefEmail);
    const changed = await post('/api/auth/change-password', victim.headers, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'thief-chose-this-8',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const thiefCookie = cookieHeader(changed.cookies);

    const told = await inbox.waitFor(victim.email, /email address .*changed/i);
    expect(told.text).toContain(thiefEmail);
    const undo = pathOf(linkIn(told));
    const undone = await pressUndo(undo);
    expect(undone.statusCode, undone.body).toBe(200);
    const token = undone.json<{ resetToken: string }>().resetToken;
    expect(token).toBeTruthy();
    expect(await emailOf(victim.id)).toBe(victim.email);
    expect(await isSignedIn(thiefCookie)).toBe(false);
    expect((await signIn(victim.email, 'thief-chose-this-8')).statusCode).toBe(401);
    // The reset the undo hands over sets the victim's own password.
    const reset = await post('/api/auth/reset-password', jsonHeaders, { token, newPassword: 'mine-again-and-safe-3' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await signIn(victim.email, 'mine-again-and-safe-3')).statusCode).toBe(200);
    // Once only.
    const again = await pressUndo(undo);
    expect(again.statusCode).toBe(400);
    expect(typeof again.json<{ error: unknown }>().error).toBe('string');
  });

  it('opening the mailed undo link (as a mail scanner does) changes nothing', async () => {
    const owner = await signUp(t.app, { email: address('scanned') });
    const newEmail = address('moved');
    await t.app.inject({ url: await askToChangeEmail(owner, newEmail), headers: { cookie: owner.cookie } });
    expect(await emailOf(owner.id)).toBe(newEmail);
    const link = linkIn(await inbox.waitFor(owner.email, /changed/i));
    // The mailed link and, for good measure, a GET of the API route with its token.
    const token = new URL(link).searchParams.get('token');
    for (const url of [pathOf(link), `/api/account/undo-email-change?token=${token}`]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBeLessThan(500);
    }
    // Nor does another site posting the token (the Origin check of every state-changing call).
    const foreign = await post(
      '/api/account/undo-email-change',
      { ...jsonHeaders, origin: 'https://evil.example' },
      { token },
    );
    expect(foreign.statusCode).toBe(403);
    expect(await emailOf(owner.id)).toBe(newEmail);
    expect(await isSignedIn(owner.cookie)).toBe(true);
    expect((await signIn(newEmail, TEST_PASSWORD)).statusCode).toBe(200);
    // The link still works for its owner afterwards.
    expect((await pressUndo(pathOf(link))).statusCode).toBe(200);
    expect(await emailOf(owner.id)).toBe(owner.email);
  });

  it("a later change's undo cannot override an earlier one", async () => {
    const owner = await signUp(t.app, { email: address('owner') });
    const first = address('first');
    await t.app.inject({ url: await askToChangeEmail(owner, first), headers: { cookie: owner.cookie } });
    const second = address('second');
    await t.app.inject({ url: await askToChangeEmail(owner, second), headers: { cookie: owner.cookie } });
    const undoToFirst = pathOf(linkIn(await inbox.waitFor(first, /changed/i)));
    const undoToOwner = pathOf(linkIn(await inbox.waitFor(owner.email, /changed/i)));
    // Whoever holds `first` undoes first; the owner's own undo still wins afterwards.
    expect((await pressUndo(undoToFirst)).statusCode).toBe(200);
    expect(await emailOf(owner.id)).toBe(first);
    expect((await pressUndo(undoToOwner)).statusCode).toBe(200);
    expect(await emailOf(owner.id)).toBe(owner.email);
  });
});
