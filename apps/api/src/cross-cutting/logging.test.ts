import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/sessions.ts';
import { TEST_ORIGIN, useTestApp } from '../../test/test-app.ts';
import { buildApp } from '../app.ts';
import { loggerOptions } from '../plugins/logging.ts';

const t = useTestApp();
const lines: Record<string, unknown>[] = [];
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  app = await buildApp({
    database: t.database,
    dataDir: t.dataDir,
    publicUrl: TEST_ORIGIN,
    logger: loggerOptions({ level: 'info', stream }),
  });
});
afterAll(() => app?.close());

describe('logs', () => {
  it('are JSON lines with a request id, and never show emails, cookies or passwords', async () => {
    const user = await signUp(app, { email: 'secret.student@example.test' });
    const res = await app.inject({ url: `/api/user/${user.email}`, headers: user.headers });
    expect(res.statusCode).toBe(200);
    const requestId = res.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const ofRequest = lines.filter((l) => l.reqId === requestId);
    // One access line per request, with what an operator looks for.
    expect(ofRequest.map((l) => l.msg)).toEqual(['request completed']);
    expect(ofRequest[0]).toMatchObject({
      level: 30,
      req: { method: 'GET', url: '/api/user/[email]' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    const all = JSON.stringify(lines);
    expect(all).not.toContain('secret.student');
    expect(all).not.toContain('hostel-meals-42');
    expect(all).not.toMatch(/session_token=/);
  });
});
