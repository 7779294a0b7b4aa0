import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { signUp, type TestSession } from '../../../test/sessions.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { multipartBody, postUpload, storedImageNames } from '../../../test/uploads.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { resetClock, setClock } from '../../lib/clock.ts';
import { IMAGE_CACHE_DIR } from './database-storage.ts';
import { processImage } from './process-image.ts';
import { sweepUnusedUploads, UNUSED_UPLOAD_GRACE_MS } from './unused-uploads.ts';
import { storedBytesOf } from './upload-quota.ts';

/** A photo-like PNG (blurred noise: it compresses like a photo, not like a flat colour). */
function photoPng(width: number, height: number, seed: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let x = seed;
  for (let i = 0; i < raw.length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    raw[i] = (x >> 16) & 0xff;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .blur(3)
    .png()
    .toBuffer();
}

// What each stores is known before the app is built (the server's own processing, deterministic),
// so the quota can be set to fall exactly between two cases.
const wide = await photoPng(1000, 600, 7);
const small = await photoPng(300, 200, 11);
const wideBytes = (await processImage(wide)).data.length;
const smallBytes = (await processImage(small)).data.length;
// Room for the wide photo and one small one, and not one byte more.
const userBytes = wideBytes + smallBytes;

const t = useTestApp({ uploadQuota: { userBytes, adminBytes: 10 * userBytes } });
afterEach(() => resetClock());

const FULL =
  /^Your photo storage is full \([\d.]+ MB\)\. Photos that no meal or profile shows are removed a day after upload\.$/;

const upload = (session: TestSession, png: Buffer) =>
  postUpload(t.app, multipartBody('photo.png', png, 'image/png'), session);

/** Stored images, cached files (photos and widths) and upload rows: an upload refused must change none. */
async function traces() {
  const dir = path.join(t.dataDir, IMAGE_CACHE_DIR);
  const files = fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).map(String).sort() : [];
  return { images: await storedImageNames(t.db), files, rows: await t.db.$count(uploads) };
}

async function expectFull(session: TestSession, png: Buffer) {
  const before = await traces();
  const res = await upload(session, png);
  expect(res.statusCode).toBe(413);
  expect(res.json()).toMatchObject({ success: false, status: 413, error: { message: expect.stringMatching(FULL) } });
  expect(await traces()).toEqual(before);
}

/** PostgreSQL: another connection blocks inserts into uploads (reads go on) until released. */
async function holdUploadInserts() {
  const client = new pg.Client({ connectionString: t.database.url as string });
  await client.connect();
  await client.query('begin');
  await client.query('lock table uploads in share mode');
  return {
    /** Until `count` of this database's statements wait for a lock. */
    async untilWaiting(count: number) {
      for (let i = 0; i < 200; i++) {
        const { rows } = await client.query<{ n: number }>(
          `select count(*)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid
           where not l.granted and a.datname = current_database()`,
        );
        if ((rows[0]?.n ?? 0) >= count) return;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error('the uploads never waited');
    },
    async release() {
      await client.query('commit');
      await client.end();
    },
  };
}

describe('the photo storage quota', () => {
  it('takes uploads up to the quota and refuses the next with 413, storing nothing', async () => {
    const student = await signUp(t.app);
    expect((await upload(student, wide)).statusCode).toBe(200);
    expect((await upload(student, small)).statusCode).toBe(200);
    expect(await storedBytesOf(t.db, student.id)).toBe(userBytes);
    await expectFull(student, small);
  });

  it("counts a photo's widths to its owner, whoever asked for them", async () => {
    const student = await signUp(t.app);
    const name = (await upload(student, wide)).json().data.id as string;
    // Anyone (here: nobody signed in) asks for the smaller widths the pages use.
    let widthBytes = 0;
    for (const width of [400, 640, 800, 960, 1280]) {
      const res = await t.app.inject({ url: `/api/uploads/w${width}/${name}` });
      expect(res.statusCode).toBe(200);
      // 1280 is wider than the photo: the photo itself is served, and nothing more is stored.
      if (width < 1000) widthBytes += res.rawPayload.length;
    }
    expect(fs.existsSync(path.join(t.dataDir, IMAGE_CACHE_DIR, 'w1280', name))).toBe(false);
    expect(widthBytes).toBeGreaterThan(0);
    expect(await storedBytesOf(t.db, student.id)).toBe(wideBytes + widthBytes);
    // The small photo fit beside the wide one alone (first test), not beside its widths too.
    await expectFull(student, small);
  });

  it('gives admins their larger quota', async () => {
    const admin = await signUp(t.app, { role: 'admin' });
    for (const png of [wide, small, small, wide]) expect((await upload(admin, png)).statusCode).toBe(200);
  });

  it('lets two uploads at once take the last room only once', async () => {
    const student = await signUp(t.app);
    expect((await upload(student, wide)).statusCode).toBe(200);
    // On PostgreSQL, inserts into uploads wait until both uploads have counted what is stored, so
    // they surely overlap (PGlite runs one transaction at a time anyway).
    const held = process.env.TEST_DB_KIND === 'postgres' ? await holdUploadInserts() : null;
    const uploading = Promise.all([upload(student, small), upload(student, small)]);
    await held?.untilWaiting(2);
    await held?.release();
    const answers = await uploading;
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 413]);
    expect(await storedBytesOf(t.db, student.id)).toBe(userBytes);
  });

  it('has room again once unused photos are removed', async () => {
    const student = await signUp(t.app);
    expect((await upload(student, wide)).statusCode).toBe(200);
    expect((await upload(student, small)).statusCode).toBe(200);
    await expectFull(student, small);
    setClock(() => new Date(Date.now() + UNUSED_UPLOAD_GRACE_MS + 60_000));
    await sweepUnusedUploads(t.db, t.app.imageStorage);
    expect(await storedBytesOf(t.db, student.id)).toBe(0);
    expect((await upload(student, small)).statusCode).toBe(200);
  });
});
