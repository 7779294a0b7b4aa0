import type { AddressInfo } from 'node:net';
import type { NotificationList } from '@hostel/contract/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../../../test/event-streams.ts';
import { createMeal } from '../../../test/factories.ts';
import { killStartedServers, type ServerProcess, startPeerServer } from '../../../test/server-process.ts';
import { signUp, type TestSession } from '../../../test/sessions.ts';
import { TEST_ORIGIN, useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();
let student: TestSession;
let other: TestSession;
let admin: TestSession;

beforeAll(async () => {
  student = await signUp(t.app, { name: 'Notified Student' });
  other = await signUp(t.app);
  admin = await signUp(t.app, { role: 'admin' });
});

const list = async (s: TestSession) =>
  (await t.app.inject({ url: '/api/notifications', headers: s.headers })).json() as NotificationList;

async function requestAndServe(app = t.app) {
  const meal = await createMeal(t.db, { title: `Served ${crypto.randomUUID().slice(0, 6)}` });
  const { insertedId } = (
    await t.app.inject({
      method: 'POST',
      url: '/api/request-meal',
      headers: student.headers,
      payload: { mealId: meal.id },
    })
  ).json();
  const served = await app.inject({
    method: 'PATCH',
    url: `/api/requested-meals/${insertedId}`,
    headers: admin.headers,
    payload: { status: 'Served' },
  });
  expect(served.statusCode).toBe(200);
  return meal;
}

describe('notifications', () => {
  it('tells the student their request was served, and marks it read when opened', async () => {
    const before = (await list(student)).unread;
    const meal = await requestAndServe();
    const after = await list(student);
    expect(after.unread).toBe(before + 1);
    expect(after.notifications[0]).toMatchObject({
      kind: 'request_served',
      message: `Your request for ${meal.title} has been served.`,
      read: false,
    });
    expect((await list(other)).notifications).toEqual([]);
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: student.headers,
      payload: {},
    });
    expect(read.json().unread).toBe(0);
  });

  it('tells everyone who liked an upcoming meal when it is published, and a user when their role changes', async () => {
    const meal = await createMeal(t.db, { status: 'upcoming', title: 'Festive Kacchi' });
    const { eq } = await import('drizzle-orm');
    const { users } = await import('../../db/schema/users.ts');
    await t.db.update(users).set({ badge: 'gold' }).where(eq(users.id, other.id));
    await t.app.inject({
      method: 'PATCH',
      url: `/api/meals/${meal.id}/like`,
      headers: other.headers,
      payload: { action: 'like' },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/upcoming-meals/${meal.id}`,
      headers: admin.headers,
      payload: { status: 'published' },
    });
    expect((await list(other)).notifications[0]).toMatchObject({
      kind: 'meal_published',
      link: `/meal-details/${meal.id}`,
    });

    await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${other.id}/role`,
      headers: admin.headers,
      payload: { role: 'admin' },
    });
    expect((await list(other)).notifications[0]).toMatchObject({
      kind: 'role_changed',
      message: 'You are now an admin of Hostel Meals.',
    });
  });

  it('refuses anonymous callers', async () => {
    expect((await t.app.inject({ url: '/api/notifications' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/notifications/stream' })).statusCode).toBe(401);
  });

  it('arrives live on the stream', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const stream = openEventStream(port, student);
    try {
      const first = await stream.waitFor(() => true);
      await requestAndServe();
      await stream.waitFor((e) => e.unread === first.unread + 1);
    } finally {
      stream.close();
    }
  });
});

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('across two server processes on one PostgreSQL', () => {
  // This test process serves as one server (t.app, listening) and a real `node src/server.ts`
  // process on the same database is the other: each has its own pool and LISTEN connection.
  let other: ServerProcess;
  let otherPort: number;

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => {});
    other = await startPeerServer(t);
    otherPort = other.port;
  }, 120_000);
  afterAll(() => killStartedServers());

  it('delivers a notification made in this process to a stream held by the other process', async () => {
    const stream = openEventStream(otherPort, student);
    try {
      const first = await stream.waitFor(() => true);
      await requestAndServe(t.app);
      const live = await stream.waitFor((e) => e.unread === first.unread + 1);
      expect(live.notifications[0]?.kind).toBe('request_served');
    } finally {
      stream.close();
    }
  });

  it('delivers one made through the other process (with a session made here) to a stream held here', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const target = await signUp(t.app, { name: 'Promoted Across' });
    const stream = openEventStream(port, target);
    try {
      const first = await stream.waitFor(() => true);
      const promoted = await fetch(`http://127.0.0.1:${otherPort}/api/users/${target.id}/role`, {
        method: 'PATCH',
        headers: { cookie: admin.cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ role: 'admin' }),
      });
      expect(promoted.status, await promoted.clone().text()).toBe(200);
      const live = await stream.waitFor((e) => e.unread === first.unread + 1);
      expect(live.notifications[0]).toMatchObject({ kind: 'role_changed' });
    } finally {
      stream.close();
    }
  });
});
