import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from '../src/db/client.ts';

/** The app's migrations folder cut after the first `count` migrations: an older release's schema. */
export function olderRelease(count: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hm-old-migrations-'));
  fs.cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  for (const dropped of journal.entries.slice(count)) fs.rmSync(path.join(dir, `${dropped.tag}.sql`));
  journal.entries = journal.entries.slice(0, count);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

/** How many migrations come before the one tagged `tag` (e.g. `0012_rating_per_student`). */
export function migrationsBefore(tag: string): number {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 0) throw new Error(`no migration ${tag}`);
  return index;
}
