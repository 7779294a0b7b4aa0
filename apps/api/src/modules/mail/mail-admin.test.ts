import type { StuckMail } from '@hostel/contract/mail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonHeaders, signUp, TEST_PASSWORD, type TestSession } from '../../../test/sessions.ts';
import { type SmtpInbox, startSmtpInbox, uniqueAddress } from '../../../test/smtp-inbox.ts';
import { useTestApp } from '../../../test/test-app.ts';

/** Issue 26: mail the SMTP server refused is shown to the admin, and sent again on their word. */
let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
});
afterAll(() => inbox?.close());

// One attempt and the mail is given up, so the test need not wait out the doubling retries.
const t = useTestApp(() => ({
  mail: { smtpUrl: inbox.url, from: 'Hostel Meals <meals@hostel.test>', queue: { pollMs: 100, maxAttempts: 1 } },
}));

let admin: TestSession;
let student: TestSession;
beforeAll(async () => {
  admin = await signUp(t.app, { role: 'admin' });
  student = await signUp(t.app, {});
});

const listStuck = async (who: TestSession = admin) =>
  t.app.inject({ url: '/api/admin/mail?status=failed', headers: { cookie: who.cookie } });
const retry = (id: string, who: TestSession = admin) =>
  t.app.inject({ method: 'POST', url: `/api/admin/mail/${id}/retry`, headers: who.headers });

async function stuckTo(email: string): Promise<StuckMail> {
  for (let tries = 0; tries < 100; tries++) {
    const found = ((await listStuck()).json() as StuckMail[]).find((m) => m.to === email);
    if (found?.state === 'given-up') return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${email} was given up`);
}

describe('stuck mail', () => {
  it('lists a mail the server refused, without its body or link, and sends it again on retry', async () => {
    inbox.setRefusing(true);
    const email = uniqueAddress('stuck');
    const signUpRes = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: jsonHeaders,
      payload: { email, password: TEST_PASSWORD, name: 'Stuck Student', callbackURL: '/email-verified' },
    });
    expect(signUpRes.statusCode, signUpRes.body).toBe(200);
    const stuck = await stuckTo(email);
    expect(stuck).toMatchObject({
      to: email,
      subject: 'Verify your email address for Hostel Meals',
      attempts: 1,
      state: 'given-up',
      nextAttemptAt: null,
    });
    expect(stuck.lastError).toMatch(/451/);
    const listed = (await listStuck()).body;
    expect(listed).not.toContain('verify-email?token=');
    // Given up, it is not tried again by itself.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(inbox.mailsTo(email)).toEqual([]);

    inbox.setRefusing(false);
    const res = await retry(stuck.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ queued: true });
    const mail = await inbox.waitFor(email, /Verify your email address/);
    expect(mail.text).toContain('/api/auth/verify-email?token=');
    await t.app.mailQueue.idle();
    expect(((await listStuck()).json() as StuckMail[]).some((m) => m.to === email)).toBe(false);
    // Sent, it is gone from the queue: a second retry finds nothing.
    expect((await retry(stuck.id)).statusCode).toBe(404);
  });

  it('refuses strangers, an unknown status and an id that is no mail', async () => {
    expect((await listStuck(student)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/mail?status=failed' })).statusCode).toBe(401);
    const sent = await t.app.inject({ url: '/api/admin/mail?status=sent', headers: { cookie: admin.cookie } });
    expect(sent.statusCode).toBe(400);
    expect(typeof sent.json().error).toBe('string');
    expect((await retry('not-a-uuid')).statusCode).toBe(400);
    expect((await retry('6f1c1f5e-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await retry('6f1c1f5e-0000-4000-8000-000000000000', student)).statusCode).toBe(403);
  });
});
