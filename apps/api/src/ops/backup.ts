import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';

/**
 * A backup is a folder: manifest.json, one JSON file of rows per table, and the uploaded images.
 * Rows travel as PostgreSQL's own JSON (json_agg out, json_populate_recordset in), so every type
 * (timestamptz, numeric, arrays) comes back exactly, on PGlite and PostgreSQL alike.
 */

/** In foreign-key order: a table comes after the tables it points to. */
export const BACKUP_TABLES = [
  'users',
  'app_secrets',
  'sessions',
  'accounts',
  'verifications',
  'rate_limits',
  'uploads',
  'meals',
  'meal_likes',
  'reviews',
  'meal_requests',
  'payments',
  'sandbox_payment_intents',
  'notifications',
] as const;

const FORMAT = 'hostel-meals-backup/1';

export interface Manifest {
  format: string;
  createdAt: string;
  tables: Record<string, number>;
  files: Record<string, string>;
}

export async function backup(db: Db, uploadsDir: string, target: string): Promise<Manifest> {
  await fs.mkdir(path.join(target, 'tables'), { recursive: true });
  await fs.mkdir(path.join(target, 'uploads'), { recursive: true });
  const manifest: Manifest = { format: FORMAT, createdAt: new Date().toISOString(), tables: {}, files: {} };
  // One snapshot for every table, so the rows agree with each other.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read`);
    for (const table of BACKUP_TABLES) {
      const [row] = rowsOf(
        await tx.execute(sql`select coalesce(json_agg(t), '[]'::json)::text as rows from ${sql.identifier(table)} t`),
      );
      const text = String(row?.rows ?? '[]');
      await fs.writeFile(path.join(target, 'tables', `${table}.json`), text);
      manifest.tables[table] = (JSON.parse(text) as unknown[]).length;
    }
  });
  for (const name of await listFiles(uploadsDir)) {
    const data = await fs.readFile(path.join(uploadsDir, name));
    await fs.writeFile(path.join(target, 'uploads', name), data);
    manifest.files[name] = sha256(data);
  }
  await fs.writeFile(path.join(target, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Restores into a migrated database. It must be empty (no users, no meals) unless `replace` is set,
 * in which case every table is emptied first, in one transaction with the inserts.
 */
export async function restore(db: Db, uploadsDir: string, source: string, { replace = false } = {}): Promise<Manifest> {
  const manifest = JSON.parse(await fs.readFile(path.join(source, 'manifest.json'), 'utf8')) as Manifest;
  if (manifest.format !== FORMAT) throw new Error(`Not a Hostel Meals backup: ${source}`);
  for (const [name, hash] of Object.entries(manifest.files)) {
    if (sha256(await fs.readFile(path.join(source, 'uploads', name))) !== hash)
      throw new Error(`Backup file damaged: ${name}`);
  }
  await db.transaction(async (tx) => {
    const [counts] = rowsOf(
      await tx.execute(sql`select (select count(*) from users) + (select count(*) from meals) as n`),
    );
    if (Number(counts?.n) > 0) {
      if (!replace) throw new Error('The database is not empty. Restore into an empty one, or pass --replace.');
      await tx.execute(sql.raw(`truncate ${BACKUP_TABLES.map((t) => `"${t}"`).join(', ')} cascade`));
    }
    for (const table of BACKUP_TABLES) {
      const text = await fs.readFile(path.join(source, 'tables', `${table}.json`), 'utf8');
      const id = sql.identifier(table);
      await tx.execute(sql`insert into ${id} select * from json_populate_recordset(null::${id}, ${text}::json)`);
    }
  });
  await fs.mkdir(uploadsDir, { recursive: true });
  for (const name of Object.keys(manifest.files)) {
    await fs.copyFile(path.join(source, 'uploads', name), path.join(uploadsDir, name));
  }
  return manifest;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile() && !e.name.endsWith('.tmp'))
    .map((e) => e.name)
    .sort();
}

const sha256 = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex');
