import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMeal } from '../../test/factories.ts';
import { jsonHeaders, signUp, TEST_PASSWORD, type TestSession } from '../../test/sessions.ts';
import { TEST_ORIGIN, useTestApp } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { uploadTestImage } from '../../test/uploads.ts';
import { buildApp } from '../app.ts';
import type { Database, Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { accounts, appSecrets, sessions } from '../db/schema/auth.ts';
import { meals } from '../db/schema/meals.ts';
import { backedUpTables, backup, NEVER_BACKED_UP, restore } from './backup.ts';

const t = useTestApp();
let target: Database;
let student: TestSession;
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'hm-backup-'));

beforeAll(async () => {
  // Something in every table that matters: accounts, sessions, an upload, a meal with a like,
  // a review, a request, and a paid plan.
  const admin = await signUp(t.app, { role: 'admin' });
  student = await signUp(t.app);
  const image = await uploadTestImage(t.app, admin);
  const meal = await createMeal(t.db, { image, price: '123.45', ingredients: ['Rice', 'Dal, masoor'] });
  const send = (url: string, payload: object, method: 'POST' | 'PATCH' = 'POST') =>
    t.app.inject({ method, url, headers: student.headers, payload });
  await send(`/api/meals/${meal.id}/like`, { action: 'like' }, 'PATCH');
  await send('/api/reviews', { mealId: meal.id, text: 'Tasty — ভালো', stars: 4 });
  await send('/api/request-meal', { mealId: meal.id });
  const intent = (await send('/api/create-payment-intent', { planName: 'Gold' })).json();
  await send('/api/payments/sandbox/confirm', {
    clientSecret: intent.clientSecret,
    cardNumber: '4242424242424242',
    expiry: '12/34',
    cvc: '123',
  });
  await send('/api/confirm-payment', { planName: 'Gold', transactionId: intent.paymentIntentId });
  // The hostel's own rules and a day's menu (the first version of the rules is one the migrations write too).
  await t.db.execute(sql`update mess_rules set cutoff_minutes = 90, time_zone = 'Asia/Kolkata'`);
  await t.db.execute(
    sql`insert into menu_entries (date, slot, meal_id, position) values ('2026-11-25', 'lunch', ${meal.id}, 0)`,
  );
  // What signs someone in, beside their session: a verification value, a rate-limit row, Google's tokens.
  await t.db.execute(
    sql`insert into verifications (id, identifier, value, expires_at) values ('v1', 'oauth-state', 'verification-secret-value', now() + interval '10 minutes')`,
  );
  await t.db.execute(sql`insert into rate_limits (key, window_start, count) values ('backup-test', now(), 1)`);
  await t.db
    .update(accounts)
    .set({
      accessToken: 'google-access-token-secret',
      refreshToken: 'google-refresh-secret',
      idToken: 'google-id-token-secret',
    })
    .where(eq(accounts.userId, student.id));
  target = await createTestDatabase();
});
afterAll(async () => {
  await target?.close();
  fs.rmSync(temp, { recursive: true, force: true });
});

const tableRows = (dir: string, table: string) =>
  (JSON.parse(fs.readFileSync(path.join(dir, 'tables', `${table}.json`), 'utf8')) as unknown[])
    .map((r) => JSON.stringify(r))
    .sort();

describe('backup and restore', () => {
  it('round-trips every table and every image into an empty database', async () => {
    const first = path.join(temp, 'first');
    const manifest = await backup(t.db, first);
    expect(manifest.tables.meals).toBeGreaterThan(0);
    expect(manifest.tables.payments).toBe(1);
    expect(manifest.tables.notifications).toBeGreaterThan(0);
    expect(Object.keys(manifest.files).length).toBeGreaterThan(0);

    await restore(target.db, first);
    const second = path.join(temp, 'second');
    const again = await backup(target.db, second);

    expect(again.tables).toEqual(manifest.tables);
    expect(again.files).toEqual(manifest.files);
    for (const table of backedUpTables()) expect(tableRows(second, table), table).toEqual(tableRows(first, table));
  });

  it('refuses to restore over data unless told to replace it, and detects a damaged file', async () => {
    const first = path.join(temp, 'first');
    await expect(restore(target.db, first)).rejects.toThrow(/not empty/);
    await restore(target.db, first, { replace: true });

    const damaged = path.join(temp, 'damaged');
    fs.cpSync(first, damaged, { recursive: true });
    const [name] = fs.readdirSync(path.join(damaged, 'uploads'));
    fs.appendFileSync(path.join(damaged, 'uploads', name as string), 'x');
    await expect(restore(target.db, damaged, { replace: true })).rejects.toThrow(/damaged/);
  });
});

/** Every byte of a backup folder, as text. */
const folderText = (dir: string): string =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => fs.readFileSync(path.join(entry.parentPath, entry.name), 'latin1'))
    .join('\n');

/** The backup in `temp/<name>`, made by the first test that needs it (each test may run alone). */
async function backupOnce(name: string, options: { includeSecrets?: boolean } = {}): Promise<string> {
  const dir = path.join(temp, name);
  if (!fs.existsSync(path.join(dir, 'manifest.json'))) await backup(t.db, dir, options);
  return dir;
}

const secretsOf = async (db: Db) => (await db.select().from(appSecrets)).map((row) => `${row.name}=${row.value}`);
const countsOf = async (db: Db) =>
  rowsOf(
    await db.execute(sql`select (select count(*) from users) as users, (select count(*) from upload_data) as images`),
  );

describe('what a backup keeps (issue 15)', () => {
  it("leaves out sessions, verification values, rate limits and Google's tokens, and secrets unless asked", async () => {
    const tokens = (await t.db.select({ token: sessions.token }).from(sessions)).map((s) => s.token);
    const [secret] = await t.db.select().from(appSecrets);
    expect(tokens.length).toBeGreaterThan(0);
    expect(secret?.value).toBeTruthy();
    const never = [...tokens, secret?.value as string, 'verification-secret-value', 'google-access-token-secret'];

    const plain = path.join(temp, 'plain');
    const manifest = await backup(t.db, plain);
    for (const table of [...NEVER_BACKED_UP, 'app_secrets']) {
      expect(Object.keys(manifest.tables), table).not.toContain(table);
      expect(fs.existsSync(path.join(plain, 'tables', `${table}.json`)), table).toBe(false);
    }
    const text = folderText(plain);
    expect(never.filter((value) => text.includes(value))).toEqual([]);
    // The account itself stays (its password hash signs no one in without the password).
    expect(text).toContain(student.email);
    // Only the owner may read it.
    if (process.platform !== 'win32') {
      expect(fs.statSync(plain).mode & 0o077).toBe(0);
      expect(fs.statSync(path.join(plain, 'manifest.json')).mode & 0o077).toBe(0);
      expect(fs.statSync(path.join(plain, 'tables', 'users.json')).mode & 0o077).toBe(0);
    }

    const withSecrets = path.join(temp, 'with-secrets');
    const full = await backup(t.db, withSecrets, { includeSecrets: true });
    expect(full.tables.app_secrets).toBe(1);
    const fullText = folderText(withSecrets);
    expect(fullText).toContain(secret?.value as string);
    expect(never.filter((value) => value !== secret?.value && fullText.includes(value))).toEqual([]);
  });

  it('after a restore without secrets the server still starts, keeps or makes its own secret, and users sign in again', async () => {
    const plain = await backupOnce('plain');
    const withSecrets = await backupOnce('with-secrets', { includeSecrets: true });
    const fresh = await createTestDatabase();
    const dataDir = fs.mkdtempSync(path.join(temp, 'fresh-data-'));
    try {
      await restore(fresh.db, plain);
      expect(await secretsOf(fresh.db)).toEqual([]);
      const app = await buildApp({ database: fresh, dataDir, publicUrl: TEST_ORIGIN });
      try {
        await app.ready();
        expect(await secretsOf(fresh.db)).toHaveLength(1);
        expect(await secretsOf(fresh.db)).not.toEqual(await secretsOf(t.db));
        // The session the backup's database knew is gone; the password still works.
        const old = await app.inject({ url: '/api/notifications', headers: { cookie: student.cookie } });
        expect(old.statusCode).toBe(401);
        const signIn = await app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: jsonHeaders,
          payload: { email: student.email, password: TEST_PASSWORD },
        });
        expect(signIn.statusCode, signIn.body).toBe(200);
        // The images came with the tables: served from the database to a server with a new DATA_DIR.
        const [image] = await fresh.db.select({ url: meals.image }).from(meals);
        const served = await app.inject({ url: image?.url as string });
        expect(served.statusCode).toBe(200);
        expect(served.rawPayload).toEqual((await t.app.inject({ url: image?.url as string })).rawPayload);
      } finally {
        await app.close();
      }

      // Restoring over it again keeps the secret the server now uses; a backup with secrets replaces it.
      const own = await secretsOf(fresh.db);
      await restore(fresh.db, plain, { replace: true });
      expect(await secretsOf(fresh.db)).toEqual(own);
      await restore(fresh.db, withSecrets, { replace: true });
      expect(await secretsOf(fresh.db)).toEqual(await secretsOf(t.db));
    } finally {
      await fresh.close();
    }
  });

  /** A copy of the plain backup whose manifest also names `name`, with a file where that name points. */
  async function tamperedBackup(label: string, name: string, plant: (file: string, data: Buffer) => void) {
    const dir = path.join(temp, `tampered-${label}`);
    fs.cpSync(await backupOnce('plain'), dir, { recursive: true });
    const data = Buffer.from(`planted by ${label}`);
    plant(path.join(dir, 'uploads', name), data);
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
    manifest.files[name] = crypto.createHash('sha256').update(data).digest('hex');
    fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
    return dir;
  }

  const writeFile = (file: string, data: Buffer) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, data);
  };

  it.each([
    ['parent', '../escape.webp'],
    ['deeper', '../../escape.webp'],
    ['folder', 'w400/inside.webp'],
    ['dot-dot', '..'],
    ['not-webp', `${crypto.randomUUID()}.html`],
    ['absolute', path.join(os.tmpdir(), `hm-absolute-${crypto.randomUUID()}.webp`)],
  ])('refuses a manifest naming a file that is not ours (%s) and writes nothing', async (label, name) => {
    // The planted file is where the old restore read it from, so only the name check stops it.
    const source = await tamperedBackup(label, name, (file, data) => name !== '..' && writeFile(file, data));
    const before = await countsOf(target.db);
    await expect(restore(target.db, source, { replace: true })).rejects.toThrow(/not one of ours/);
    expect(await countsOf(target.db)).toEqual(before);
  });

  it('refuses a stored name that is a link to a file elsewhere, and writes nothing', async () => {
    const outside = path.join(temp, 'outside-secret.txt');
    fs.writeFileSync(outside, 'a file the server can read');
    const source = await tamperedBackup('link', `${crypto.randomUUID()}.webp`, (file) => fs.symlinkSync(outside, file));
    const manifest = JSON.parse(fs.readFileSync(path.join(source, 'manifest.json'), 'utf8'));
    const name = Object.keys(manifest.files).find((n) =>
      fs.lstatSync(path.join(source, 'uploads', n)).isSymbolicLink(),
    );
    manifest.files[name as string] = crypto.createHash('sha256').update(fs.readFileSync(outside)).digest('hex');
    fs.writeFileSync(path.join(source, 'manifest.json'), JSON.stringify(manifest));
    const before = await countsOf(target.db);
    await expect(restore(target.db, source, { replace: true })).rejects.toThrow(/not a regular file/);
    expect(await countsOf(target.db)).toEqual(before);
  });
});
