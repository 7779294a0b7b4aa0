import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';
import { withDatabase } from './global-setup.ts';

/** A fresh, migrated database of the kind this test project runs on. */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  return process.env.TEST_DB_KIND === 'postgres' ? createPostgresCopy() : createPgliteCopy();
}

/** A fresh database with no migrations applied (for upgrade tests). */
export async function createEmptyTestDatabase(): Promise<Database> {
  return process.env.TEST_DB_KIND === 'postgres' ? createPostgresCopy('template0') : createPgliteEmpty();
}

async function createPgliteEmpty(): Promise<Database> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hm-pglite-empty-'));
  const database = await openPglite(dir);
  return {
    ...database,
    close: async () => {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function createPgliteCopy(): Promise<Database> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hm-pglite-test-'));
  fs.cpSync(inject('pgliteTemplateDir'), dir, { recursive: true });
  const database = await openPglite(dir);
  return {
    ...database,
    close: async () => {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function createPostgresCopy(template = inject('postgresTemplate')): Promise<Database & { url?: string }> {
  const url = process.env.TEST_DATABASE_URL as string;
  // Named after the run's template, so the run's teardown drops its own copies and no one else's.
  const name = `${template}_c_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const database = await openPostgres(withDatabase(url, name), 5);
  return {
    ...database,
    url: withDatabase(url, name),
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`).finally(() => dropper.end());
    },
  };
}
