import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Database } from '../../apps/api/src/db/client.ts';
import { openDatabase } from '../../apps/api/src/db/open-database.ts';
import { loadEnv } from '../../apps/api/src/env.ts';
import type { DbKind } from './targets.ts';

/** A fresh database for one run (a PGlite folder or a PostgreSQL database), removed afterwards. */
export interface BenchDatabase {
  kind: DbKind;
  /** DATA_DIR of the server: the PGlite folder and the uploaded picture. */
  dataDir: string;
  databaseUrl?: string | undefined;
  /** Opens it as the server does (PGlite folder lock included). */
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

/** The server the bench creates its databases on (never the `test` database). */
export function postgresAdminUrl(): string {
  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!base) return 'postgresql://postgres@127.0.0.1:5432/postgres';
  const url = new URL(base);
  url.pathname = '/postgres';
  return url.toString();
}

export async function isReachable(adminUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export async function createBenchDatabase(
  kind: DbKind,
  name: string,
  scratchDir: string,
  adminUrl: string,
): Promise<BenchDatabase> {
  const dataDir = path.join(scratchDir, name);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const removeDir = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'pglite') {
    return { kind, dataDir, open: () => openDatabase(loadEnv({ DATA_DIR: dataDir })), dispose: removeDir };
  }
  const dbName = `bench_${name.replace(/\W/g, '_')}_${process.pid}`;
  await adminQuery(adminUrl, `create database ${pg.escapeIdentifier(dbName)}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  return {
    kind,
    dataDir,
    databaseUrl,
    open: () => openDatabase(loadEnv({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl })),
    dispose: async () => {
      await adminQuery(adminUrl, `drop database if exists ${pg.escapeIdentifier(dbName)} with (force)`);
      await removeDir();
    },
  };
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
