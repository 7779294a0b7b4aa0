import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonHeaders, TEST_PASSWORD } from '../../../test/sessions.ts';
import { TEST_ORIGIN, useTestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { loggerOptions } from '../../plugins/logging.ts';

// Without SMTP_URL (the two-command start) mail goes to DATA_DIR/outbox, and its link to the log.
const t = useTestApp();
const lines: string[] = [];
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildApp({
    database: t.database,
    dataDir: t.dataDir,
    publicUrl: TEST_ORIGIN,
    logger: loggerOptions({ level: 'info', stream }),
  });
  await app.ready();
});
afterAll(() => app?.close());

describe('the outbox folder', () => {
  it('holds each mail as an .eml file, and the log has its link on one line', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: jsonHeaders,
      payload: {
        email: 'outbox.student@example.test',
        password: TEST_PASSWORD,
        name: 'Outbox',
        callbackURL: '/email-verified',
      },
    });
    expect(res.statusCode).toBe(200);
    await app.mailQueue.idle();
    const outbox = path.join(t.dataDir, 'outbox');
    const files = fs.readdirSync(outbox);
    expect(files.filter((f) => f.endsWith('.eml'))).toHaveLength(1);
    expect(files.filter((f) => !f.endsWith('.eml'))).toEqual([]);
    const mail = await simpleParser(fs.readFileSync(path.join(outbox, files[0] as string)));
    expect(mail.subject).toBe('Verify your email address for Hostel Meals');
    expect(mail.from?.value[0]).toMatchObject({ name: 'Hostel Meals', address: 'no-reply@localhost' });
    expect(mail.html).toContain('<a href=');
    const link = String(mail.text).match(/https?:\/\/\S+/)?.[0];
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
    const logged = lines.filter((line) => line.includes(link as string));
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0] as string).msg).toContain(`its link: ${link}`);
    // The address itself stays out of the log.
    expect(lines.join('\n')).not.toContain('outbox.student');
  });
});
