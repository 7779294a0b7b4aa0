import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { createDatabaseCacheSync } from './database-cache-sync.ts';

/** A PostgreSQL database whose LISTEN round trips the test answers by hand. */
function fakePostgres() {
  const trips: { resolve: (connection: number) => void; reject: (error: Error) => void }[] = [];
  const database = {
    kind: 'postgres',
    listen: async () => async () => {},
    listenerRoundTrip: () => new Promise<number>((resolve, reject) => trips.push({ resolve, reject })),
  } as unknown as Database;
  const answer = async (connection = 1) => {
    await expect.poll(() => trips.length).toBeGreaterThan(0);
    trips.shift()?.resolve(connection);
    await new Promise((resolve) => setImmediate(resolve));
  };
  const fail = async () => {
    await expect.poll(() => trips.length).toBeGreaterThan(0);
    trips.shift()?.reject(new Error('connection lost'));
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { database, trips, answer, fail };
}

const quietLog = { warn: () => {} } as unknown as FastifyBaseLogger;
let stop: (() => Promise<void>) | undefined;
afterEach(() => stop?.());

function start(heartbeatMs = 60_000, deadlineMs = 60_000) {
  const db = fakePostgres();
  let invalidations = 0;
  const sync = createDatabaseCacheSync(db.database, () => invalidations++, quietLog, { heartbeatMs, deadlineMs });
  stop = () => sync.stop();
  return { ...db, sync, invalidations: () => invalidations };
}

describe('database cache sync (PostgreSQL fences)', () => {
  it('is healthy once its first fence answers, and a fence resolves only after its round trip', async () => {
    const s = start();
    const started = s.sync.start();
    expect(s.sync.healthy).toBe(false);
    await s.answer();
    await started;
    expect(s.sync.healthy).toBe(true);

    let fenced = false;
    void s.sync.fence().then(() => (fenced = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(fenced).toBe(false);
    await s.answer();
    expect(fenced).toBe(true);
  });

  it('sends one fence at a time: callers meanwhile share the next one', async () => {
    const s = start();
    const started = s.sync.start();
    await s.answer();
    await started;
    const first = s.sync.fence();
    const second = s.sync.fence();
    const third = s.sync.fence();
    await expect.poll(() => s.trips.length).toBe(1);
    await s.answer();
    await first;
    // The two that came while the first was in flight go together, after it.
    expect(s.trips.length).toBe(1);
    await s.answer();
    await Promise.all([second, third]);
  });

  it('empties the cache when a fence answers on a new LISTEN connection (notifications were lost)', async () => {
    const s = start();
    const started = s.sync.start();
    await s.answer(1);
    await started;
    const before = s.invalidations();
    const fence = s.sync.fence();
    await s.answer(2);
    await fence;
    expect(s.invalidations()).toBe(before + 1);
    expect(s.sync.healthy).toBe(true);
  });

  it('turns unhealthy on a failed fence and heals on the next answer', async () => {
    const s = start();
    const started = s.sync.start();
    await s.answer();
    await started;
    const fence = s.sync.fence();
    await s.fail();
    await fence;
    expect(s.sync.healthy).toBe(false);
    const next = s.sync.fence();
    await s.answer();
    await next;
    expect(s.sync.healthy).toBe(true);
  });

  it('gives up on a fence not heard back in time; its late answer proves nothing', async () => {
    const s = start(20, 50);
    const started = s.sync.start();
    await s.answer();
    await started;
    const fence = s.sync.fence();
    await fence; // released when the deadline passes
    expect(s.sync.healthy).toBe(false);
    // The late one answers: still unhealthy, until a fence sent after the trouble answers.
    await s.answer();
    expect(s.sync.healthy).toBe(false);
    await s.answer();
    expect(s.sync.healthy).toBe(true);
  });
});
