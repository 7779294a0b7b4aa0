import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsBefore, olderRelease } from '../../../test/older-release.ts';
import { TEST_ORIGIN } from '../../../test/test-app.ts';
import { createEmptyTestDatabase } from '../../../test/test-database.ts';
import { storedImageNames } from '../../../test/uploads.ts';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { IMPORTED_UPLOADS_DIR, importDiskUploads, LEGACY_UPLOADS_DIR } from './import-disk-uploads.ts';

const SHOWN = '11111111-1111-4111-8111-111111111111.webp';
const PROFILE = '22222222-2222-4222-8222-222222222222.webp';
const NO_ROW = '33333333-3333-4333-8333-333333333333.webp';

let database: Database;
let dataDir: string;
let photo: Buffer;

beforeAll(async () => {
  database = await createEmptyTestDatabase();
  // An installation of the release before decision 91: rows in the database, images in DATA_DIR/uploads.
  await database.migrate(olderRelease(migrationsBefore('0018_images_in_database')));
  photo = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#336699' } })
    .webp()
    .toBuffer();
  await database.db.execute(sql`insert into users (id, name, email) values ('u1', 'Old Student', 'old@example.test')`);
  await database.db.execute(sql`
    insert into uploads (file_name, owner_id, content_type, bytes, width, height) values
      (${SHOWN}, 'u1', 'image/webp', ${photo.length}, 120, 80),
      (${PROFILE}, 'u1', 'image/webp', ${photo.length}, 120, 80)`);
  await database.db.execute(sql`update users set image = ${`/api/uploads/${PROFILE}`} where id = 'u1'`);
  await database.db.execute(sql`
    insert into meals (title, category, price, distributor_name, image)
    values ('Old Dal', 'Lunch', 50, 'Old Canteen', ${`/api/uploads/${SHOWN}`})`);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hm-import-'));
  const legacy = path.join(dataDir, LEGACY_UPLOADS_DIR);
  fs.mkdirSync(path.join(legacy, 'w400'), { recursive: true });
  for (const name of [SHOWN, PROFILE, NO_ROW]) fs.writeFileSync(path.join(legacy, name), photo);
  fs.writeFileSync(path.join(legacy, 'w400', SHOWN), 'an old width');
  await database.migrate();
});
afterAll(async () => {
  await database?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('images an older release kept on disk', () => {
  it('are carried into the database at the first start, served from there, and the folder set aside', async () => {
    const app = await buildApp({ database, dataDir, publicUrl: TEST_ORIGIN });
    try {
      // A file no upload row names could never be shown: it stays behind.
      expect(await storedImageNames(database.db)).toEqual([SHOWN, PROFILE].sort());
      for (const name of [SHOWN, PROFILE]) {
        const served = await app.inject({ url: `/api/uploads/${name}` });
        expect(served.statusCode).toBe(200);
        expect(served.rawPayload).toEqual(photo);
      }
      expect((await app.inject({ url: `/api/uploads/${NO_ROW}` })).statusCode).toBe(404);
      const w400 = await app.inject({ url: `/api/uploads/w400/${SHOWN}` });
      expect((await sharp(w400.rawPayload).metadata()).format).toBe('webp');
    } finally {
      await app.close();
    }
    const left = fs.readdirSync(dataDir);
    expect(left).not.toContain(LEGACY_UPLOADS_DIR);
    const setAside = left.find((entry) => entry.startsWith(IMPORTED_UPLOADS_DIR));
    expect(fs.readdirSync(path.join(dataDir, setAside as string)).sort()).toEqual(
      [NO_ROW, PROFILE, SHOWN, 'w400'].sort(),
    );
  });

  it('carries nothing twice, and carries the rest after a start that stopped midway', async () => {
    expect(await importDiskUploads(database.db, dataDir)).toBe(0);
    await database.db.execute(sql`delete from upload_data where file_name = ${PROFILE}`);
    const legacy = path.join(dataDir, LEGACY_UPLOADS_DIR);
    fs.mkdirSync(legacy);
    for (const name of [SHOWN, PROFILE]) fs.writeFileSync(path.join(legacy, name), photo);
    expect(await importDiskUploads(database.db, dataDir)).toBe(1);
    expect(await storedImageNames(database.db)).toEqual([SHOWN, PROFILE].sort());
  });
});
