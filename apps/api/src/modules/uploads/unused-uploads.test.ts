import fs from 'node:fs';
import path from 'node:path';
import { PHOTO_WIDTHS } from '@hostel/contract/photos';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestSession } from '../../../test/sessions.ts';
import { TEST_ORIGIN, useTestApp } from '../../../test/test-app.ts';
import { isImageStored, multipartBody, postUpload } from '../../../test/uploads.ts';
import { buildApp } from '../../app.ts';
import { meals } from '../../db/schema/meals.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { users } from '../../db/schema/users.ts';
import { resetClock, setClock } from '../../lib/clock.ts';
import { IMAGE_CACHE_DIR } from './database-storage.ts';
import { sweepUnusedUploads, UNUSED_UPLOAD_GRACE_MS } from './unused-uploads.ts';

const t = useTestApp();
let admin: TestSession;
let student: TestSession;

beforeAll(async () => {
  admin = await signUp(t.app, { role: 'admin' });
  student = await signUp(t.app);
});
afterEach(() => resetClock());

const sweep = () => sweepUnusedUploads(t.db, t.app.imageStorage);
/** Moves the app's clock past the grace period of everything uploaded so far. */
const afterGrace = () => setClock(() => new Date(Date.now() + UNUSED_UPLOAD_GRACE_MS + 60_000));

/** Uploads a 1000 px wide photo and asks for two of its widths, so it has files in uploads/w*\/ too. */
async function uploadPhoto(session: TestSession, color = '#aa5511') {
  const png = await sharp({ create: { width: 1000, height: 600, channels: 3, background: color } })
    .png()
    .toBuffer();
  const res = await postUpload(t.app, multipartBody('plate.png', png, 'image/png'), session);
  expect(res.statusCode).toBe(200);
  const { id: name, url } = res.json().data as { id: string; url: string };
  for (const width of [400, 640])
    expect((await t.app.inject({ url: `/api/uploads/w${width}/${name}` })).statusCode).toBe(200);
  return { name, url };
}

/**
 * Every file a photo has in this process's cache (the original and any width), whether its row is
 * there, and whether the database holds its bytes.
 */
async function traces(name: string) {
  const files = ['', ...PHOTO_WIDTHS.map((w) => `w${w}/`)]
    .map((dir) => `${dir}${name}`)
    .filter((file) => fs.existsSync(path.join(t.dataDir, IMAGE_CACHE_DIR, file)));
  const row = await t.db.$count(uploads, eq(uploads.fileName, name));
  return { files, row, image: await isImageStored(t.db, name) };
}
const GONE = { files: [], row: 0, image: false };

const mealBody = (image: string) => ({
  title: 'Shorshe Ilish',
  category: 'Lunch',
  image,
  ingredients: 'Hilsa, Mustard',
  description: 'Hilsa in mustard sauce.',
  price: 220,
  distributorName: 'Shapla Canteen',
});
const setProfilePhoto = (session: TestSession, url: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users',
    headers: session.headers,
    payload: { email: session.email, photoURL: url },
  });
const addMeal = (image: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/meals',
    headers: admin.headers,
    payload: { ...mealBody(image), date: '2026-11-20T13:30:00.000Z' },
  });

describe('unused uploads', () => {
  it('are removed after the grace period: row, photo and every width; not before', async () => {
    const photo = await uploadPhoto(student);
    expect(await traces(photo.name)).toEqual({
      files: [photo.name, `w400/${photo.name}`, `w640/${photo.name}`],
      row: 1,
      image: true,
    });
    expect(await sweep()).not.toContain(photo.name);
    expect((await traces(photo.name)).row).toBe(1);

    afterGrace();
    expect(await sweep()).toContain(photo.name);
    expect(await traces(photo.name)).toEqual(GONE);
    expect((await t.app.inject({ url: photo.url })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/uploads/w400/${photo.name}` })).statusCode).toBe(404);
  });

  it('are kept while a meal, an upcoming meal or an account shows them', async () => {
    const onMeal = await uploadPhoto(admin, '#114477');
    const onUpcoming = await uploadPhoto(admin, '#447711');
    const onProfile = await uploadPhoto(student, '#771144');
    expect((await addMeal(onMeal.url)).statusCode).toBe(200);
    const upcoming = await t.app.inject({
      method: 'POST',
      url: '/api/upcoming-meals',
      headers: admin.headers,
      payload: { ...mealBody(onUpcoming.url), postTime: '2026-12-01T08:00:00.000Z' },
    });
    expect(upcoming.statusCode).toBe(200);
    expect((await setProfilePhoto(student, onProfile.url)).statusCode).toBe(200);

    afterGrace();
    await sweep();
    for (const photo of [onMeal, onUpcoming, onProfile]) expect((await traces(photo.name)).files).toContain(photo.name);
  });

  it('go when what showed them stops: a replaced profile photo, an account deleted', async () => {
    const first = await uploadPhoto(student, '#223344');
    const second = await uploadPhoto(student, '#334455');
    const leaving = await signUp(t.app);
    const theirs = await uploadPhoto(leaving, '#445566');
    for (const [who, photo] of [
      [student, first],
      [student, second],
      [leaving, theirs],
    ] as const) {
      expect((await setProfilePhoto(who, photo.url)).statusCode).toBe(200);
    }
    await t.db.delete(users).where(eq(users.id, leaving.id));

    afterGrace();
    const removed = await sweep();
    expect(removed).toEqual(expect.arrayContaining([first.name, theirs.name]));
    expect(removed).not.toContain(second.name);
  });

  it('a save naming a photo removed a moment before is refused with 400 and stores nothing', async () => {
    // The sweeper won the race: the row is gone, the file not yet (it goes after the commit).
    const photo = await uploadPhoto(admin, '#556677');
    await t.db.delete(uploads).where(eq(uploads.fileName, photo.name));
    const before = await t.db.$count(meals);
    const res = await addMeal(photo.url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Please select an image.' });
    expect(await t.db.$count(meals)).toBe(before);
  });

  it('are swept by the server itself, from its start until it closes', async () => {
    const photo = await uploadPhoto(student, '#667788');
    afterGrace();
    const server = await buildApp({
      database: t.database,
      dataDir: t.dataDir,
      publicUrl: TEST_ORIGIN,
      unusedUploadSweep: { firstAfterMs: 20, everyMs: 20 },
    });
    await server.ready();
    try {
      for (let i = 0; i < 100 && (await traces(photo.name)).row > 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect(await traces(photo.name)).toEqual(GONE);
    } finally {
      await server.close();
    }
    // Closed: it sweeps no more.
    const later = await uploadPhoto(student, '#778899');
    afterGrace();
    await new Promise((r) => setTimeout(r, 200));
    expect((await traces(later.name)).row).toBe(1);
  });
});

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('beside saves and other sweepers on PostgreSQL', () => {
  /** A connection of its own, to hold a transaction open while the app works. */
  async function otherConnection() {
    const client = new pg.Client({ connectionString: t.database.url as string });
    await client.connect();
    return client;
  }

  it('a save waiting on a photo the sweeper is removing is refused with 400, and shows nothing', async () => {
    const photo = await uploadPhoto(admin, '#8899aa');
    const sweeper = await otherConnection();
    try {
      // What the sweeper does: lock the row, delete it, commit (the files go after).
      await sweeper.query('begin');
      await sweeper.query('select 1 from uploads where file_name = $1 for update', [photo.name]);
      const before = await t.db.$count(meals);
      const saving = addMeal(photo.url);
      await new Promise((r) => setTimeout(r, 300));
      await sweeper.query('delete from uploads where file_name = $1', [photo.name]);
      await sweeper.query('commit');
      const res = await saving;
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Please select an image.' });
      expect(await t.db.$count(meals)).toBe(before);
    } finally {
      await sweeper.end();
    }
  });

  it('the sweeper skips a photo a save is putting to use, and keeps it once the save commits', async () => {
    const photo = await uploadPhoto(admin, '#99aabb');
    const saver = await otherConnection();
    try {
      await saver.query('begin');
      await saver.query(
        `insert into meals (title, category, image, price, distributor_name) values ('Raced', 'Lunch', $1, 10, 'x')`,
        [photo.url],
      );
      afterGrace();
      expect(await sweep()).not.toContain(photo.name);
      await saver.query('commit');
      expect(await sweep()).not.toContain(photo.name);
      expect((await traces(photo.name)).row).toBe(1);
    } finally {
      await saver.end();
    }
  });

  it('two sweepers at once remove each unused photo once, without errors', async () => {
    const photos = await Promise.all(['#010101', '#020202', '#030303', '#040404'].map((c) => uploadPhoto(student, c)));
    afterGrace();
    const [a, b] = await Promise.all([sweep(), sweep()]);
    const names = photos.map((p) => p.name);
    expect([...a, ...b].filter((n) => names.includes(n)).sort()).toEqual([...names].sort());
    for (const name of names) expect(await traces(name)).toEqual(GONE);
  });
});

it('a photo no row names is not served in widths (it could never be counted or removed)', async () => {
  const photo = await uploadPhoto(student, '#a0a0a0');
  await t.db.execute(sql`delete from uploads where file_name = ${photo.name}`);
  expect((await t.app.inject({ url: `/api/uploads/w800/${photo.name}` })).statusCode).toBe(404);
  expect(fs.existsSync(path.join(t.dataDir, IMAGE_CACHE_DIR, 'w800', photo.name))).toBe(false);
});

it('a photo removed by anyone else (another server process, psql) leaves this process cache at once', async () => {
  const photo = await uploadPhoto(student, '#b0b0b0');
  expect((await t.app.inject({ url: photo.url })).statusCode).toBe(200);
  expect((await traces(photo.name)).files).toHaveLength(3);
  // Not through this process's storage: only the database's notice can tell it.
  await t.db.execute(sql`delete from uploads where file_name = ${photo.name}`);
  for (let i = 0; i < 50 && (await traces(photo.name)).files.length > 0; i++)
    await new Promise((r) => setTimeout(r, 20));
  expect(await traces(photo.name)).toEqual(GONE);
  expect((await t.app.inject({ url: photo.url })).statusCode).toBe(404);
  expect((await t.app.inject({ url: `/api/uploads/w400/${photo.name}` })).statusCode).toBe(404);
});
