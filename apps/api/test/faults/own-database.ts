import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPostgres } from '../../src/db/client.ts';
import { withDatabase } from '../global-setup.ts';

/**
 * A migrated PostgreSQL database for server processes to share, copied from the run's template.
 * Named `faults_…` rather than `hm_test_…`: a run's teardown drops every `hm_test_` database, and
 * these tests outlive other files' runs that end meanwhile. Dropped by `close()`.
 */
export async function createOwnPostgresDatabase(): Promise<Database & { url: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL as string;
  const name = `faults_${crypto.randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`create database ${name} template ${inject('postgresTemplate')}`));
  const url = withDatabase(serverUrl, name);
  const database = await openPostgres(url, 3);
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      await withAdmin(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdmin(url: string, run: (admin: pg.Client) => Promise<unknown>): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await run(admin);
  } finally {
    await admin.end();
  }
}
