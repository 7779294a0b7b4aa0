import path from 'node:path';
import type { Env } from '../env.ts';
import { type Database, openPglite, openPostgres } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';

/** PostgreSQL when DATABASE_URL is set, else embedded PGlite in DATA_DIR (locked against a second server). */
export async function openDatabase(env: Env): Promise<Database> {
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL);
  const unlock = lockDataDir(env.dataDir);
  try {
    const database = await openPglite(path.join(env.dataDir, 'pglite'));
    return {
      ...database,
      close: async () => {
        await database.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
