import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PgliteRemote } from './pglite-remote.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The driver-neutral database handle every query function takes. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Applies the migrations not yet applied (all of `folder`, by default the app's own). */
  migrate(folder?: string): Promise<void>;
  close(): Promise<void>;
  poolStats(): { total: number; idle: number; waiting: number };
  /**
   * Calls `onPayload` for every NOTIFY on `channel` (sent with pg_notify, delivered at commit):
   * how one server process tells the others something happened. Answers the stop function.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
}

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Embedded PGlite, run in a worker thread (its WASM Postgres computes synchronously): Drizzle stays
 * here and sends each query across, so the HTTP thread keeps answering while the database works.
 */
export async function openPglite(dataDir: string): Promise<Database> {
  const client = await PgliteRemote.start(dataDir);
  // Drizzle's PGlite driver calls only `query` and `transaction`, which the remote provides.
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: (folder = MIGRATIONS_FOLDER) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
    poolStats: () => ({ total: 1, idle: client.inFlight === 0 ? 1 : 0, waiting: Math.max(0, client.inFlight - 1) }),
    listen: (channel, onPayload) => client.listen(channel, onPayload),
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
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: async (folder = MIGRATIONS_FOLDER) => {
      // The lock holds its own connection, so a pool of one can still run the migrations.
      const lockClient = new pg.Client({ connectionString });
      await lockClient.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(db, { migrationsFolder: folder });
      } finally {
        await lockClient.end();
      }
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listen: (channel, onPayload) => listenOnPostgres(connectionString, channel, onPayload),
  };
}

/** One connection that LISTENs; reconnects after a lost connection, so a database restart heals. */
async function listenOnPostgres(connectionString: string, channel: string, onPayload: (payload: string) => void) {
  let client: pg.Client | null = null;
  let stopped = false;
  const connect = async () => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    next.on('error', (error) => {
      console.warn(`LISTEN connection lost: ${error.message}`);
      next.end().catch(() => {});
      if (!stopped) setTimeout(() => void connect().catch(() => {}), 1000).unref();
    });
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => {});
  };
}
