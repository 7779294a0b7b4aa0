import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type OpenEventStream, openEventStream } from '../../../test/event-streams.ts';
import { killStartedServers, type ServerProcess, startPeerServer } from '../../../test/server-process.ts';
import { cookieHeader, jsonHeaders, signUp, TEST_PASSWORD, type TestSession } from '../../../test/sessions.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { sessions } from '../../db/schema/auth.ts';
import { resetClock, setClock } from '../../lib/clock.ts';
import { STREAMS_PER_USER } from './notification-hub.ts';

// A short heartbeat, so an expired session's stream ends within the test's patience.
const t = useTestApp({ notificationStreams: { heartbeatMs: 100 } });
let port: number;
const opened: OpenEventStream[] = [];

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterEach(() => {
  resetClock();
  for (const stream of opened.splice(0)) stream.close();
});

/** Opens a stream and waits for its first list, so it is surely registered. */
async function open(session: Pick<TestSession, 'cookie'>, onPort = port) {
  const stream = openEventStream(onPort, session);
  opened.push(stream);
  await stream.waitFor(() => true);
  return stream;
}

/** A second session of the same account (another device). */
async function signIn(session: TestSession): Promise<TestSession> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: jsonHeaders,
    payload: { email: session.email, password: TEST_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  const cookie = cookieHeader(res.cookies);
  return { ...session, cookie, headers: { ...jsonHeaders, cookie } };
}

const signOut = (session: TestSession) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: session.headers, payload: {} });

/** Ends within `ms`, or the test fails. */
async function expectEnds(stream: OpenEventStream, ms = 3000) {
  const timeout = new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), ms));
  expect(await Promise.race([stream.ended.then(() => 'ended' as const), timeout])).toBe('ended');
}

/** Still open after a moment (the checks that end streams have had their chance). */
async function expectOpen(stream: OpenEventStream) {
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(stream.isEnded()).toBe(false);
}

describe('notification streams', () => {
  it(`are at most ${STREAMS_PER_USER} per user: one more closes the oldest, and asks it to wait before coming back`, async () => {
    const student = await signUp(t.app);
    const other = await signUp(t.app);
    const theirs = await open(other);
    const streams = [];
    for (let i = 0; i < STREAMS_PER_USER; i++) streams.push(await open(student));
    await expectOpen(streams[0] as OpenEventStream);
    const newest = await open(student);
    await expectEnds(streams[0] as OpenEventStream);
    expect((streams[0] as OpenEventStream).text()).toContain('retry: 60000');
    for (const stream of [...streams.slice(1), newest, theirs]) expect(stream.isEnded()).toBe(false);
  });

  it('close at sign-out, every stream of that session, and only of that session', async () => {
    const student = await signUp(t.app);
    const laptop = await signIn(student);
    const [first, second] = [await open(student), await open(student)];
    const onLaptop = await open(laptop);
    expect((await signOut(student)).statusCode).toBe(200);
    await expectEnds(first);
    await expectEnds(second);
    await expectOpen(onLaptop);
    // Coming back with the ended session is refused.
    const again = openEventStream(port, student);
    opened.push(again);
    await expectEnds(again);
    expect(again.events).toEqual([]);
  });

  it('close when the session is revoked from another device', async () => {
    const student = await signUp(t.app);
    const phone = await signIn(student);
    const stream = await open(student);
    const revoked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/revoke-other-sessions',
      headers: phone.headers,
      payload: {},
    });
    expect(revoked.statusCode).toBe(200);
    await expectEnds(stream);
    await expectOpen(await open(phone));
  });

  it('close when the session expires, within a heartbeat', async () => {
    const student = await signUp(t.app);
    const stream = await open(student);
    await expectOpen(stream);
    const [session] = await t.db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.userId, student.id));
    setClock(() => new Date((session?.expiresAt.getTime() ?? 0) + 1000));
    await expectEnds(stream);
  });

  it('close when the account is deleted', async () => {
    const student = await signUp(t.app);
    const stream = await open(student);
    const { users } = await import('../../db/schema/users.ts');
    await t.db.delete(users).where(eq(users.id, student.id));
    await expectEnds(stream);
  });
});

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('across two server processes on one PostgreSQL', () => {
  // The other process keeps the default heartbeat (25 s): a stream ending there within seconds was
  // ended by the sign-out's notification, not by its periodic check.
  let other: ServerProcess;

  beforeAll(async () => {
    other = await startPeerServer(t);
  }, 120_000);
  afterAll(() => killStartedServers());

  it('a stream held by the other process closes at a sign-out made through this one', async () => {
    const student = await signUp(t.app);
    const there = await open(student, other.port);
    expect((await signOut(student)).statusCode).toBe(200);
    await expectEnds(there, 5000);
  });
});
