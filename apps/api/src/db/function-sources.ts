import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * SQL functions that hold rules (db/functions/*.sql, one function each): their current source lives
 * in one file, not spread over the migrations that changed it. Applied after the migrations, under
 * the same lock, at every start; `CREATE OR REPLACE` makes that idempotent. A change of a function's
 * arguments or result needs a migration that drops the old one first.
 */
export const FUNCTIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'functions');

export async function applyFunctionSources(db: Db): Promise<void> {
  const files = (await fs.readdir(FUNCTIONS_FOLDER)).filter((file) => file.endsWith('.sql')).sort();
  for (const file of files) {
    await db.execute(sql.raw(await fs.readFile(path.join(FUNCTIONS_FOLDER, file), 'utf8')));
  }
}
