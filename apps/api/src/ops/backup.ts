import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { STORED_PHOTO_NAME } from '@hostel/contract/photos';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { uploadData } from '../db/schema/uploads.ts';

/**
 * A backup is a folder: manifest.json, one JSON file of rows per table, and the stored images (the
 * bytes of table upload_data, one file each, so no image has to fit in a JSON text).
 * Rows travel as PostgreSQL's own JSON (json_agg out, json_populate_recordset in), so every type
 * (timestamptz, numeric, arrays) comes back exactly, on PGlite and PostgreSQL alike.
 *
 * Whoever reads a backup must not be able to act as anyone: it leaves out what signs someone in
 * (sessions, verification values, Google's tokens) and, unless asked, the server's own secrets.
 * After a restore everyone signs in again. See docs/decisions/052-what-a-backup-keeps.md.
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
  'mess_settings',
  'mess_rules',
  'menu_entries',
  'meal_likes',
  'reviews',
  'meal_requests',
  'payments',
  'payment_refunds',
  'plan_periods',
  'roommates',
  'attendance',
  'attendance_changes',
  'closed_months',
  'bill_statements',
  'charges',
  'sandbox_payment_intents',
  'notifications',
  'mail_queue',
] as const;

/** Rows the migrations write (the hostel's rules): a restore replaces them with the backup's. */
const SETTINGS_TABLES: ReadonlySet<string> = new Set(['mess_settings', 'mess_rules']);

/**
 * Never written: live session tokens (holding one is being that user), one-time verification
 * values, rate-limit counters (worth nothing later) and unsent mail (its links are one-time
 * values too, dead once restored). Restores skip them in older backups too, and empty them.
 */
export const NEVER_BACKED_UP: ReadonlySet<string> = new Set(['sessions', 'verifications', 'rate_limits', 'mail_queue']);

/**
 * Written only with `includeSecrets` (`npm run backup -- --include-secrets`): the secrets the
 * server generated (the key that signs session cookies). A restore without them keeps the target's
 * own, or the server makes a new one at its next start.
 */
export const SECRET_TABLES: ReadonlySet<string> = new Set(['app_secrets']);

/** Columns blanked in the copy: Google's tokens for a linked account (signing in with Google again refreshes them). */
const BLANKED_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  accounts: ['access_token', 'refresh_token', 'id_token'],
};

const FORMAT = 'hostel-meals-backup/1';

export interface Manifest {
  format: string;
  createdAt: string;
  tables: Record<string, number>;
  files: Record<string, string>;
}

export interface BackupOptions {
  /** Also write the server's generated secrets (SECRET_TABLES). */
  includeSecrets?: boolean;
  /** Awaited before each image is read: a running server lets its waiting requests go first. */
  pace?: () => Promise<void>;
}

/** The tables a backup holds, in BACKUP_TABLES' order. */
export const backedUpTables = ({ includeSecrets = false }: BackupOptions = {}) =>
  BACKUP_TABLES.filter((t) => !NEVER_BACKED_UP.has(t) && (includeSecrets || !SECRET_TABLES.has(t)));

// Only the owner reads a backup: it holds every account's email and password hash.
const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;

export async function backup(db: Db, target: string, options: BackupOptions = {}): Promise<Manifest> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await backupOnce(db, target, options);
    } catch (error) {
      // An image deleted between the snapshot and its turn: the next snapshot no longer holds it.
      if (!(error instanceof ImageGoneError) || attempt === 3) throw error;
    }
  }
}

class ImageGoneError extends Error {}

/**
 * In pieces, so that a running server's other requests wait for no more than one of them (PGlite
 * has one connection): first one snapshot of every table's rows (one REPEATABLE READ transaction,
 * as pg_dump takes, so the rows agree with each other) with the names of the stored images; then
 * each image on its own. An image is never changed under its name (upload_data is only inserted
 * and deleted), so reading it later gives the bytes the snapshot had; one deleted meanwhile (the
 * unused-photo sweep) ends the attempt and `backup` takes a new snapshot.
 */
async function backupOnce(db: Db, target: string, options: BackupOptions): Promise<Manifest> {
  await fs.mkdir(path.join(target, 'tables'), { recursive: true, mode: PRIVATE_DIR });
  await fs.mkdir(path.join(target, 'uploads'), { recursive: true, mode: PRIVATE_DIR });
  const manifest: Manifest = { format: FORMAT, createdAt: new Date().toISOString(), tables: {}, files: {} };
  const imageNames = await db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    for (const table of backedUpTables(options)) {
      // Counted by the database: parsing a large table's JSON here would stall a server's thread.
      const [row] = rowsOf(
        await tx.execute(
          sql`select ${rowsAsJson(table)}::text as rows, count(*)::int as n from ${sql.identifier(table)} t`,
        ),
      );
      await fs.writeFile(path.join(target, 'tables', `${table}.json`), String(row?.rows ?? '[]'), {
        mode: PRIVATE_FILE,
      });
      manifest.tables[table] = Number(row?.n ?? 0);
    }
    const names = await tx.select({ fileName: uploadData.fileName }).from(uploadData).orderBy(uploadData.fileName);
    return names.map((n) => n.fileName).filter(isOurFileName);
  });
  // One image at a time: memory holds one, whatever their number.
  for (const fileName of imageNames) {
    await options.pace?.();
    const [image] = await db
      .select({ data: uploadData.data })
      .from(uploadData)
      .where(eq(uploadData.fileName, fileName));
    if (!image) {
      // This attempt's images go (the next snapshot may no longer hold them); nothing else here.
      for (const written of Object.keys(manifest.files)) await fs.rm(path.join(target, 'uploads', written));
      throw new ImageGoneError(fileName);
    }
    await fs.writeFile(path.join(target, 'uploads', fileName), image.data, { mode: PRIVATE_FILE });
    manifest.files[fileName] = sha256(image.data);
  }
  await fs.writeFile(path.join(target, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, {
    mode: PRIVATE_FILE,
  });
  return manifest;
}

/** The rows of `t` as one JSON array, with the table's BLANKED_COLUMNS set to null. */
function rowsAsJson(table: string) {
  const blanked = BLANKED_COLUMNS[table];
  if (!blanked) return sql`coalesce(json_agg(t), '[]'::json)`;
  const nulls = JSON.stringify(Object.fromEntries(blanked.map((column) => [column, null])));
  return sql`coalesce(json_agg(to_jsonb(t) || ${nulls}::jsonb), '[]'::json)`;
}

/** A stored photo's name (`<uuid>.webp`): no folder, no `..`, nothing that leaves the backup's uploads folder. */
const isOurFileName = (name: string) => STORED_PHOTO_NAME.test(name);

/**
 * Restores into a migrated database. It must be empty (no users, no meals) unless `replace` is set,
 * in which case every table is emptied first, in one transaction with the inserts (the images too).
 * The server's secrets are replaced only by a backup that holds them; otherwise the target keeps
 * its own. Everything the manifest names is checked before anything is written. Images go into
 * the database (backups made when they lived on disk restore the same way); an image whose upload
 * row the backup lacks could never be shown, and is left out.
 */
export async function restore(db: Db, source: string, { replace = false } = {}): Promise<Manifest> {
  const manifest = JSON.parse(await fs.readFile(path.join(source, 'manifest.json'), 'utf8')) as Manifest;
  if (manifest.format !== FORMAT) throw new Error(`Not a Hostel Meals backup: ${source}`);
  await checkFiles(source, manifest.files);
  // Tables a backup lacks (secrets left out, or tables newer than the backup) keep the target's rows.
  const tables = BACKUP_TABLES.filter((t) => !NEVER_BACKED_UP.has(t) && Object.hasOwn(manifest.tables ?? {}, t));
  const keptUnlessInBackup = (t: string) => SECRET_TABLES.has(t) || SETTINGS_TABLES.has(t);
  const emptied = BACKUP_TABLES.filter((t) => !keptUnlessInBackup(t) || tables.includes(t));
  await db.transaction(async (tx) => {
    const [counts] = rowsOf(
      await tx.execute(sql`select (select count(*) from users) + (select count(*) from meals) as n`),
    );
    if (Number(counts?.n) > 0) {
      if (!replace) throw new Error('The database is not empty. Restore into an empty one, or pass --replace.');
      await tx.execute(sql.raw(`truncate ${emptied.map((t) => `"${t}"`).join(', ')} cascade`));
    }
    for (const table of tables) {
      const text = await fs.readFile(path.join(source, 'tables', `${table}.json`), 'utf8');
      const id = sql.identifier(table);
      // A server started on the empty database may have made its own secret already, and the
      // migrations write the hostel's settings row: the backup's rows take their place.
      if (SECRET_TABLES.has(table) || SETTINGS_TABLES.has(table)) await tx.execute(sql`delete from ${id}`);
      await tx.execute(sql`insert into ${id} select * from json_populate_recordset(null::${id}, ${text}::json)`);
    }
    for (const fileName of Object.keys(manifest.files)) {
      const data = await fs.readFile(path.join(source, 'uploads', fileName));
      await tx.execute(sql`
        insert into upload_data (file_name, data)
        select file_name, ${data} from uploads where file_name = ${fileName}`);
    }
  });
  return manifest;
}

/**
 * Every file the manifest names must be a stored photo's name (a tampered manifest must not write
 * outside the uploads folder), a regular file in the backup (not a link to elsewhere), and intact.
 */
async function checkFiles(source: string, files: unknown): Promise<void> {
  if (typeof files !== 'object' || files === null || Array.isArray(files))
    throw new Error('Backup manifest has no list of files.');
  for (const [name, hash] of Object.entries(files)) {
    if (!isOurFileName(name)) throw new Error(`Backup names a file that is not one of ours: ${JSON.stringify(name)}`);
    const file = path.join(source, 'uploads', name);
    if (!(await fs.lstat(file)).isFile()) throw new Error(`Backup file is not a regular file: ${name}`);
    if (sha256(await fs.readFile(file)) !== hash) throw new Error(`Backup file damaged: ${name}`);
  }
}

const sha256 = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex');
