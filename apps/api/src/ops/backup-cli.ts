import path from 'node:path';
import { DataDirInUseError } from '../db/data-dir-lock.ts';
import { openDatabase } from '../db/open-database.ts';
import { loadEnv } from '../env.ts';
import { backup, type Manifest, restore } from './backup.ts';
import { askServerForBackup } from './backup-service.ts';

// `npm run backup [-- folder] [--include-secrets]` and `npm run restore -- folder [--replace]`, on
// DATA_DIR's embedded database or on DATABASE_URL (may run beside servers). A backup of an embedded
// database that a server holds is made by that server (backup-service.ts); a restore into one
// waits for it to stop.
const USAGE = 'Usage: npm run backup [-- <folder>] [--include-secrets]  |  npm run restore -- <folder> [--replace]';
const FLAGS: Record<string, string[]> = { backup: ['--include-secrets'], restore: ['--replace'] };
const [command, ...args] = process.argv.slice(2);
const env = loadEnv();
const folderArg = args.find((a) => !a.startsWith('--'));
// A mistyped flag must not quietly make a different backup or restore.
const unknownFlags = args.filter((a) => a.startsWith('--') && !FLAGS[command ?? '']?.includes(a));

async function main() {
  if (unknownFlags.length > 0 || !(command === 'backup' || (command === 'restore' && folderArg))) {
    console.error(unknownFlags.length > 0 ? `Unknown option ${unknownFlags.join(' ')}. ${USAGE}` : USAGE);
    process.exitCode = 2;
    return;
  }
  const target = path.resolve(folderArg ?? `backups/backup-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  const includeSecrets = args.includes('--include-secrets');
  const database = await openDatabase(env).catch(async (error: unknown) => {
    if (!(error instanceof DataDirInUseError)) throw error;
    if (command !== 'backup') throw new Error(`${error.message} A restore replaces what the server serves.`);
    reportBackup(await askServerForBackup(env.dataDir, target, { includeSecrets }), target, includeSecrets);
    return null;
  });
  if (!database) return;
  try {
    await database.migrate();
    if (command === 'backup') {
      reportBackup(await backup(database.db, target, { includeSecrets }), target, includeSecrets);
    } else if (folderArg) {
      const manifest = await restore(database.db, path.resolve(folderArg), {
        replace: args.includes('--replace'),
      });
      console.log(`Restored ${summary(manifest)} from ${folderArg}`);
    }
  } finally {
    await database.close();
  }
}

function reportBackup(manifest: Manifest, target: string, includeSecrets: boolean) {
  console.log(`Backed up ${summary(manifest)} to ${target}`);
  console.log(
    includeSecrets
      ? "It holds the server's secrets (the key that signs session cookies): keep it as safe as that key."
      : "Sessions and the server's secrets are not in it: after a restore everyone signs in again.",
  );
}

const summary = (m: { tables: Record<string, number>; files: Record<string, string> }) =>
  `${Object.values(m.tables).reduce((a, b) => a + b, 0)} rows in ${Object.keys(m.tables).length} tables and ${Object.keys(m.files).length} images`;

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
