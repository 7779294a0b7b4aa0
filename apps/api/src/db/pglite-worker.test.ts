import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { integer, jsonb, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import type { Database } from './client.ts';

// The database layer's own promises, checked on whichever database this project runs: on PGlite
// they prove its worker thread and single connection (the main thread stays free, one transaction
// holds the database at a time and no other query sees it half done, a replaced connection starts
// clean); on PostgreSQL they hold by the server's own rules.

const counters = pgTable('probe_counters', { id: integer('id').primaryKey(), n: integer('n').notNull() });
const probes = pgTable('probe_values', {
  id: serial('id').primaryKey(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  price: numeric('price', { precision: 8, scale: 2 }).notNull(),
  data: jsonb('data').$type<{ name: string; list: number[] }>().notNull(),
  tags: text('tags').array().notNull(),
});

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table probe_counters (id int primary key, n int not null)`);
  await database.db.execute(
    sql`create table probe_values (id serial primary key, at timestamptz not null, price numeric(8, 2) not null,
        data jsonb not null, tags text[] not null)`,
  );
});
afterAll(() => database?.close());

const count = async (id: number) =>
  (await database.db.select({ n: counters.n }).from(counters).where(eq(counters.id, id)))[0]?.n;

describe('the database connection', () => {
  it('keeps the main thread free while a heavy query runs', async () => {
    const gaps: number[] = [];
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      gaps.push(now - last);
      last = now;
    }, 5);
    const started = performance.now();
    await database.db.execute(sql`select count(*) from generate_series(1, 2e6)`);
    const took = performance.now() - started;
    clearInterval(ticker);
    // In-process PGlite blocks the whole query, so its longest gap is the query's duration.
    expect(took).toBeGreaterThan(100);
    expect(Math.max(...gaps)).toBeLessThan(took / 2);
    expect(gaps.length).toBeGreaterThan(took / 5 / 4);
  });

  it('brings values back with the same types as before: dates, numerics, json, arrays', async () => {
    const at = new Date('2026-03-04T05:06:07.089Z');
    const [inserted] = await database.db
      .insert(probes)
      .values({ at, price: '12.50', data: { name: 'ভাত', list: [1, 2] }, tags: ['a', 'b,c'] })
      .returning();
    expect(inserted).toEqual({
      id: expect.any(Number),
      at,
      price: '12.50',
      data: { name: 'ভাত', list: [1, 2] },
      tags: ['a', 'b,c'],
    });
    expect(inserted?.at).toBeInstanceOf(Date);
    const result = await database.db.execute(
      sql`select at, price, ${Buffer.from([1, 2, 255])}::bytea as bytes from probe_values`,
    );
    const [raw] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    // A raw query's timestamp is text on PGlite (as drizzle asks) and a Date on node-postgres.
    expect(new Date(raw?.at as string | Date).getTime()).toBe(at.getTime());
    expect(raw?.price).toBe('12.50');
    expect(raw?.bytes).toBeInstanceOf(Uint8Array);
    expect(Array.from(raw?.bytes as Uint8Array)).toEqual([1, 2, 255]);
  });

  it("keeps a Postgres error's code and constraint (a duplicate key is 23505)", async () => {
    await database.db.insert(counters).values({ id: 100, n: 0 });
    const error = await database.db
      .insert(counters)
      .values({ id: 100, n: 1 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).cause).toMatchObject({ code: '23505', constraint: 'probe_counters_pkey' });
  });

  it('rolls back everything a transaction did when its callback throws, and the database stays usable', async () => {
    await database.db.insert(counters).values({ id: 1, n: 0 });
    const failure = database.db.transaction(async (tx) => {
      await tx.update(counters).set({ n: 41 }).where(eq(counters.id, 1));
      await tx.insert(counters).values({ id: 2, n: 0 });
      throw new Error('changed my mind');
    });
    await expect(failure).rejects.toThrow('changed my mind');
    expect(await count(1)).toBe(0);
    expect(await count(2)).toBeUndefined();

    const sqlFailure = database.db.transaction(async (tx) => {
      await tx.update(counters).set({ n: 7 }).where(eq(counters.id, 1));
      await tx.insert(counters).values({ id: 1, n: 0 }); // duplicate key: the transaction is aborted
    });
    await expect(sqlFailure).rejects.toMatchObject({ cause: { code: '23505' } });
    expect(await count(1)).toBe(0);
  });

  it('rolls back only the failed savepoint of a nested transaction', async () => {
    await database.db.insert(counters).values({ id: 3, n: 0 });
    await database.db.transaction(async (tx) => {
      await tx.update(counters).set({ n: 1 }).where(eq(counters.id, 3));
      await tx
        .transaction(async (inner) => {
          await inner.update(counters).set({ n: 99 }).where(eq(counters.id, 3));
          throw new Error('inner fails');
        })
        .catch(() => {});
    });
    expect(await count(3)).toBe(1);
  });

  it('runs concurrent read-modify-write transactions without losing an update, next to one that fails', async () => {
    await database.db.insert(counters).values({ id: 4, n: 0 });
    const increment = () =>
      database.db.transaction(async (tx) => {
        const [row] = await tx.select().from(counters).where(eq(counters.id, 4)).for('update');
        await sleep(2); // give the others every chance to interleave
        await tx
          .update(counters)
          .set({ n: (row?.n ?? 0) + 1 })
          .where(eq(counters.id, 4));
      });
    const failing = database.db.transaction(async (tx) => {
      await tx
        .update(counters)
        .set({ n: sql`${counters.n} + 1000` })
        .where(eq(counters.id, 4));
      await sleep(5);
      throw new Error('fails after writing');
    });
    const results = await Promise.allSettled([...Array.from({ length: 10 }, increment), failing]);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
    expect(await count(4)).toBe(10);
  });

  it('lets no plain query see a transaction half done, and loses no write made beside one', async () => {
    await database.db.insert(counters).values({ id: 5, n: 0 });
    // Half done, the row holds 1000 more than it will at the commit.
    const transaction = database.db.transaction(async (tx) => {
      await tx
        .update(counters)
        .set({ n: sql`${counters.n} + 1000` })
        .where(eq(counters.id, 5));
      await sleep(20);
      await tx
        .update(counters)
        .set({ n: sql`${counters.n} - 999` })
        .where(eq(counters.id, 5));
    });
    const seen: (number | undefined)[] = [];
    const reads = Array.from({ length: 10 }, async (_, i) => {
      await sleep(i * 3);
      seen.push(await count(5));
    });
    const writes = Array.from({ length: 10 }, async (_, i) => {
      await sleep(i * 3);
      await database.db
        .update(counters)
        .set({ n: sql`${counters.n} + 1` })
        .where(eq(counters.id, 5));
    });
    await Promise.all([transaction, ...reads, ...writes]);
    expect(seen).toHaveLength(10);
    expect(seen.every((n) => n !== undefined && n <= 11)).toBe(true);
    expect(await count(5)).toBe(11);
  });

  it('keeps prepared statements and LISTENs working after a failed query', async () => {
    // node-postgres's pool replaces its connection after a failed query: on PGlite the next one
    // reaches the same backend, which must not still hold the old one's statements or LISTENs.
    const byId = database.db
      .select({ n: counters.n })
      .from(counters)
      .where(eq(counters.id, sql.placeholder('id')))
      .prepare('probe_count_by_id');
    await database.db.insert(counters).values({ id: 6, n: 6 });
    const received: string[] = [];
    const stop = await database.listen('probe_after_failure', (payload) => received.push(payload));
    try {
      expect(await byId.execute({ id: 6 })).toEqual([{ n: 6 }]);
      await expect(database.db.insert(counters).values({ id: 6, n: 0 })).rejects.toThrow();
      expect(await byId.execute({ id: 6 })).toEqual([{ n: 6 }]);
      await database.db.execute(sql`select pg_notify('probe_after_failure', 'heard')`);
      await expect.poll(() => received, { timeout: 5000 }).toEqual(['heard']);
      await sleep(50);
      expect(received).toEqual(['heard']); // once, not once per connection
    } finally {
      await stop();
    }
  });

  it('delivers a NOTIFY sent in a committed transaction, and not one from a rolled-back one', async () => {
    const received: string[] = [];
    const stop = await database.listen('probe_channel', (payload) => received.push(payload));
    try {
      await database.db
        .transaction(async (tx) => {
          await tx.execute(sql`select pg_notify('probe_channel', 'rolled back')`);
          throw new Error('no');
        })
        .catch(() => {});
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('probe_channel', 'committed')`);
      });
      await expect.poll(() => received, { timeout: 5000 }).toEqual(['committed']);
    } finally {
      await stop();
    }
  });
});
