import path from 'node:path';
import { openDatabase } from '../db/open-database.ts';
import { loadEnv } from '../env.ts';
import { backup, restore } from './backup.ts';

// `npm run backup [-- folder]` and `npm run restore -- folder [--replace]`, on DATA_DIR's embedded
// database (stop the server first: it holds the lock) or on DATABASE_URL (may run beside servers).
const [command, ...args] = process.argv.slice(2);
const env = loadEnv();
const uploadsDir = path.join(env.dataDir, 'uploads');
const folderArg = args.find((a) => !a.startsWith('--'));

async function main() {
  const database = await openDatabase(env);
  try {
    await database.migrate();
    if (command === 'backup') {
      const target = path.resolve(folderArg ?? `backups/backup-${new Date().toISOString().replace(/[:.]/g, '-')}`);
      const manifest = await backup(database.db, uploadsDir, target);
      console.log(`Backed up ${summary(manifest)} to ${target}`);
    } else if (command === 'restore' && folderArg) {
      const manifest = await restore(database.db, uploadsDir, path.resolve(folderArg), {
        replace: args.includes('--replace'),
      });
      console.log(`Restored ${summary(manifest)} from ${folderArg}`);
    } else {
      console.error('Usage: npm run backup [-- <folder>]  |  npm run restore -- <folder> [--replace]');
      process.exitCode = 2;
    }
  } finally {
    await database.close();
  }
}

const summary = (m: { tables: Record<string, number>; files: Record<string, string> }) =>
  `${Object.values(m.tables).reduce((a, b) => a + b, 0)} rows in ${Object.keys(m.tables).length} tables and ${Object.keys(m.files).length} images`;

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
