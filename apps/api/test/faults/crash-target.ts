import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { type Database, openPglite } from '../../src/db/client.ts';
import { createOwnPostgresDatabase } from './own-database.ts';
import { readSnapshot, type Snapshot } from './snapshot.ts';

/** Names the crashed server's PostgreSQL connections, to wait until the database has dropped them. */
const SERVER_APP_NAME = 'hostel-faults-server';

/**
 * The data a crashing server runs on: a DATA_DIR (PGlite + uploads) or a PostgreSQL database of
 * this test's own plus a DATA_DIR for the uploads.
 */
export interface CrashTarget {
  kind: 'pglite' | 'postgres';
  dataDir: string;
  /** Environment for the server process: where its data is. */
  env: Record<string, string>;
  /**
   * Call after the kill, before the restart: holds on to the state the crash left (a copy of the
   * PGlite files; PostgreSQL once the killed server's sessions have ended) and answers its reader,
   * which may then run while the server restarts.
   */
  captureCrash(): Promise<() => Promise<Snapshot>>;
  dispose(): Promise<void>;
}

export async function createCrashTarget(): Promise<CrashTarget> {
  const root = path.join(os.tmpdir(), 'faults');
  fs.mkdirSync(root, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(root, 'crash-'));
  if (process.env.TEST_DB_KIND === 'postgres') return postgresTarget(dataDir);

  fs.cpSync(inject('pgliteTemplateDir'), path.join(dataDir, 'pglite'), { recursive: true });
  return {
    kind: 'pglite',
    dataDir,
    env: { DATA_DIR: dataDir },
    // A copy of the crashed files, opened here: PGlite recovers it as the restarting server
    // recovers the original, so both see the same state, and the checks run while it starts.
    async captureCrash() {
      const copy = fs.mkdtempSync(path.join(root, 'check-'));
      fs.cpSync(path.join(dataDir, 'pglite'), copy, { recursive: true });
      return async () => {
        const database = await openPglite(copy);
        try {
          return await readSnapshot(database.db);
        } finally {
          await database.close();
          fs.rmSync(copy, { recursive: true, force: true });
        }
      };
    },
    async dispose() {
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function postgresTarget(dataDir: string): Promise<CrashTarget> {
  const database = await createOwnPostgresDatabase();
  const url = new URL(database.url);
  url.searchParams.set('application_name', SERVER_APP_NAME);
  return {
    kind: 'postgres',
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    async captureCrash() {
      await untilDisconnected(database);
      const snapshot = await readSnapshot(database.db);
      return async () => snapshot;
    },
    async dispose() {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A transaction whose COMMIT reached PostgreSQL before the kill still commits; one cut before it
 * rolls back when its backend notices the closed socket. Either way it is settled once the
 * killed server's backends are gone, so the snapshot sees the final state.
 */
async function untilDisconnected(database: Database): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const [row] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`pg_stat_activity`)
      .where(sql`application_name = ${SERVER_APP_NAME} and datname = current_database()`);
    if (row?.n === 0) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the killed server’s PostgreSQL sessions did not end');
}
