import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type SQL, sql } from 'drizzle-orm';

/**
 * SQL functions that hold rules (db/functions/*.sql, one function each): their current source lives
 * in one file, not spread over the migrations that changed it. Applied after the migrations, under
 * the same lock, at every start; `CREATE OR REPLACE` makes that idempotent. A change of a function's
 * arguments or result needs a migration that drops the old one first.
 */
export const FUNCTIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'functions');

/** What it needs of a Drizzle database (client.ts imports this file, so not its `Db`). */
interface Executor {
  execute(query: SQL): PromiseLike<unknown>;
}

export async function applyFunctionSources(db: Executor): Promise<void> {
  const files = (await fs.readdir(FUNCTIONS_FOLDER)).filter((file) => file.endsWith('.sql')).sort();
  for (const file of files) {
    await db.execute(sql.raw(await fs.readFile(path.join(FUNCTIONS_FOLDER, file), 'utf8')));
  }
}
