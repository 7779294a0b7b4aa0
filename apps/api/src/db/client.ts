import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { applyFunctionSources } from './function-sources.ts';
import { startPgliteServer } from './pglite-server.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The driver-neutral database handle every query function takes. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /**
   * Applies the migrations not yet applied (all of `folder`, by default the app's own), then, for
   * the app's own, the current source of its SQL functions (function-sources.ts).
   */
  migrate(folder?: string): Promise<void>;
  close(): Promise<void>;
  poolStats(): { total: number; idle: number; waiting: number };
  /**
   * Calls `onPayload` for every NOTIFY on `channel` (sent with pg_notify, delivered at commit):
   * how one server process tells the others something happened. Answers the stop function.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * PostgreSQL only: a query's round trip on the LISTEN connection. When it answers, every
   * notification of a transaction that committed before the call has been delivered (see
   * createPostgresListener). Answers the connection's number, which changes at every reconnect
   * (notifications sent while it was down are lost). Rejects when the connection is down.
   */
  listenerRoundTrip?(): Promise<number>;
}

/** The `application_name` of each server process's LISTEN connection. */
export const LISTENER_APPLICATION_NAME = 'hostel-meals-listen';

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Embedded PGlite, run in a worker thread (its WASM Postgres computes synchronously) and served
 * there over the Postgres wire protocol: this thread talks to it with node-postgres and Drizzle's
 * node-postgres driver, as to a PostgreSQL server. PGlite is one Postgres backend, so the pool has
 * one connection: queries queue for it, and a transaction holds it (other queries wait) until it
 * ends; so a query through the outer `db` inside a transaction waits forever (use `tx`).
 */
export async function openPglite(dataDir: string): Promise<Database> {
  const server = await startPgliteServer(dataDir);
  const listener = createConnectionListener();
  const pool = new pg.Pool({
    ...server.connection,
    max: 1,
    idleTimeoutMillis: 0,
    allowExitOnIdle: true,
    onConnect: listener.onConnect,
  });
  pool.on('error', (error) => console.warn(`PGlite connection lost: ${error.message}`));
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'pglite',
    // The DATA_DIR lock keeps a second process away, so no migration lock is needed.
    migrate: async (folder = MIGRATIONS_FOLDER) => {
      await migratePg(db, { migrationsFolder: folder });
      if (folder === MIGRATIONS_FOLDER) await applyFunctionSources(db);
    },
    close: async () => {
      listener.stop();
      await pool.end();
      await server.stop();
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listen: (channel, onPayload) => listener.listen(pool, channel, onPayload),
  };
}

/**
 * LISTEN on PGlite's one connection. PGlite sends a commit's notifications in the committing
 * query's own answer, before it says it is ready, so node-postgres hands them to the listeners
 * before that query resolves: a writer has emptied the caches by the time it answers, and there
 * is no separate connection to lose (no `listenerRoundTrip`).
 *
 * node-postgres's pool drops a connection after any failed query and opens another, but behind
 * every connection is the same backend, which keeps the old one's prepared statements, settings
 * and LISTENs: the next `prepare` of a name would fail with 42P05. So `onConnect` (which the pool
 * awaits before handing the connection out) starts each one with DISCARD ALL, as a new backend
 * would be, then listens again.
 */
function createConnectionListener() {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let stopped = false;
  const listenSql = (channel: string) => `listen ${pg.escapeIdentifier(channel)}`;

  async function onConnect(client: pg.ClientBase) {
    client.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    await client.query('discard all');
    for (const channel of handlers.keys()) await client.query(listenSql(channel));
  }

  async function listen(pool: pg.Pool, channel: string, onPayload: (payload: string) => void) {
    let channelHandlers = handlers.get(channel);
    if (!channelHandlers) {
      channelHandlers = new Set();
      handlers.set(channel, channelHandlers);
      await pool.query(listenSql(channel)).catch((error: unknown) => {
        handlers.delete(channel); // so the next listen asks again
        throw error;
      });
    }
    const set = channelHandlers;
    set.add(onPayload);
    return async () => {
      set.delete(onPayload);
      if (set.size > 0 || handlers.get(channel) !== set) return;
      handlers.delete(channel);
      if (!stopped) await pool.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => {});
    };
  }

  return {
    onConnect,
    listen,
    stop() {
      stopped = true;
    },
  };
}

// Any number fixed by us, so that concurrent starts of several servers migrate one at a time.
const MIGRATION_LOCK_KEY = 727_001;

export async function openPostgres(connectionString: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle connection the server drops (restart, failover, admin) must not crash the process: the
  // pool replaces it on next use. Without a listener, node-postgres rethrows it as uncaught.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    migrate: async (folder = MIGRATIONS_FOLDER) => {
      // The lock holds its own connection, so a pool of one can still run the migrations.
      const lockClient = new pg.Client({ connectionString });
      await lockClient.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(db, { migrationsFolder: folder });
        if (folder === MIGRATIONS_FOLDER) await applyFunctionSources(db);
      } finally {
        await lockClient.end();
      }
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    ...createPostgresListener(connectionString),
  };
}

/**
 * One connection LISTENs for every channel of the process, and reconnects after a lost connection
 * (so a database restart heals). One, not one per channel: at each commit that notifies, PostgreSQL
 * wakes every listening connection of the database, whatever its channels, and a like notifies.
 *
 * `listenerRoundTrip` is how the caches make sure they heard of every commit before a call: a
 * committing backend signals the listening backends before its commit returns, and a listening
 * backend sends the notifications it was signalled for before it answers its next query (before
 * ReadyForQuery, or while waiting for the query). So by the time a query sent after a commit answers
 * on this connection, that commit's notifications have arrived before the answer. A round trip
 * costs the database a `select 1`, where a NOTIFY of our own cost a commit that wakes every listener.
 */
function createPostgresListener(connectionString: string) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let stopped = false;
  let connection = 0;
  const listenSql = (channel: string) => `listen ${pg.escapeIdentifier(channel)}`;
  // One query at a time on the connection (the caches' LISTENs and fences come at once at start):
  // node-postgres would queue them itself, but that is deprecated and goes in pg 9.
  let queue: Promise<unknown> = Promise.resolve();
  const run = (on: pg.Client, text: string) => {
    const result = queue.then(() => on.query(text));
    queue = result.catch(() => {});
    return result;
  };

  const connect = async () => {
    // Named, so an operator (and a test) can tell it apart in pg_stat_activity.
    const next = new pg.Client({ connectionString, application_name: LISTENER_APPLICATION_NAME });
    next.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    next.on('error', (error) => {
      console.warn(`LISTEN connection lost: ${error.message}`);
      next.end().catch(() => {});
      if (client === next) client = null;
      if (!stopped && handlers.size > 0) setTimeout(() => void ensureConnected().catch(() => {}), 1000).unref();
    });
    await next.connect();
    for (const channel of handlers.keys()) await next.query(listenSql(channel));
    client = next;
    queue = Promise.resolve(); // nothing waits behind the old connection's queries
    connection++;
  };
  const ensureConnected = () => {
    if (client) return Promise.resolve();
    connecting ??= connect().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  async function listenerRoundTrip(): Promise<number> {
    const current = client;
    const number = connection;
    if (!current) throw new Error('The LISTEN connection is down');
    await run(current, 'select 1');
    return number;
  }

  async function listen(channel: string, onPayload: (payload: string) => void) {
    stopped = false;
    let channelHandlers = handlers.get(channel);
    const isNew = !channelHandlers;
    if (!channelHandlers) {
      channelHandlers = new Set();
      handlers.set(channel, channelHandlers);
    }
    channelHandlers.add(onPayload);
    const wasConnected = client !== null;
    await ensureConnected();
    // A connection made just now listened to every channel already.
    if (isNew && wasConnected && client) await run(client, listenSql(channel));
    return async () => {
      channelHandlers.delete(onPayload);
      if (channelHandlers.size > 0) return;
      handlers.delete(channel);
      if (handlers.size > 0) {
        if (client) await run(client, `unlisten ${pg.escapeIdentifier(channel)}`).catch(() => {});
        return;
      }
      stopped = true;
      const last = client;
      client = null;
      await last?.end().catch(() => {});
    };
  }

  return { listen, listenerRoundTrip };
}
