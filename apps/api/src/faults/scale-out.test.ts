import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwnPostgresDatabase } from '../../test/faults/own-database.ts';
import { ApiClient, type HttpSession } from '../../test/http-client.ts';
import {
  freePort,
  killStartedServers,
  type ServerProcess,
  startServerProcess,
  waitForHealth,
} from '../../test/server-process.ts';
import { imageUploadBody, multipartBody } from '../../test/uploads.ts';
import type { Database } from '../db/client.ts';
import { mealLikes, mealRequests, meals, payments, users } from '../db/schema/index.ts';
import { IMAGE_CACHE_DIR } from '../modules/uploads/database-storage.ts';

/**
 * Two real server processes on one PostgreSQL database, on different ports and each with a DATA_DIR
 * of its own, as behind a load balancer on two machines: what one process does, the other sees
 * (stored photos too), and concurrent writes through both stay exact.
 */
const onPostgres = process.env.TEST_DB_KIND === 'postgres';
const PUBLIC_URL = 'http://hostel.test';
const USERS = 30;

let database: Database & { url: string };
/** A's and B's DATA_DIR: nothing on disk is shared. */
let dataDirs: [string, string];
let servers: ServerProcess[];
let a: ApiClient;
let b: ApiClient;
let admin: HttpSession;
let mealId: string;

// Skipped on PGlite: the embedded database is for one process only (it locks its DATA_DIR). The
// api-postgres project runs it when TEST_DATABASE_URL names a server.
describe.skipIf(!onPostgres)('two server processes on one PostgreSQL database (needs TEST_DATABASE_URL)', () => {
  beforeAll(async () => {
    database = await createOwnPostgresDatabase();
    fs.mkdirSync(path.join(os.tmpdir(), 'faults'), { recursive: true });
    dataDirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'faults', 'scale-out-'))) as [string, string];
    // Only what README's "Scaling out" asks for: one DATABASE_URL and one PUBLIC_URL; each process
    // its own DATA_DIR. No AUTH_SECRET: the first start generates it into the database for both.
    const env = {
      DATABASE_URL: database.url,
      PUBLIC_URL,
      // A public-looking address: the test-card sandbox runs there only when asked for.
      PAYMENTS_SANDBOX: 'true',
      AUTH_RATE_LIMIT_PER_IP: '1000',
    };
    const portA = await freePort({ from: 3440, to: 3449 });
    const portB = await freePort({ from: portA + 1, to: 3449 });
    // Started together: migrations and the secret's generation must not trip over each other.
    servers = [
      startServerProcess(portA, { ...env, DATA_DIR: dataDirs[0] }),
      startServerProcess(portB, { ...env, DATA_DIR: dataDirs[1] }),
    ];
    await Promise.all(servers.map((s) => waitForHealth(s)));
    [a, b] = servers.map((s) => new ApiClient(s.url, PUBLIC_URL)) as [ApiClient, ApiClient];

    admin = await a.signUp(`scale-admin-${crypto.randomUUID().slice(0, 8)}@example.test`, 'Scale Admin');
    await database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    // Uploaded through A, used for a meal through B: the image is in the database both use.
    const upload = await a.send('POST', '/api/uploads', admin, { multipart: await imageUploadBody() });
    expect(upload.status).toBe(200);
    const created = await b.send('POST', '/api/meals', admin, {
      json: { ...MEAL, image: upload.body.data.url },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    mealId = created.body.insertedId;
  }, 180_000);

  afterAll(async () => {
    killStartedServers();
    await database?.close();
    for (const dir of dataDirs ?? []) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('accepts on one process a session made on the other, and ends it on both at sign-out', async () => {
    const student = await a.signUp(`scale-${crypto.randomUUID().slice(0, 8)}@example.test`);
    const onB = await b.send('GET', '/api/auth/get-session', student);
    expect(onB.body?.user?.id).toBe(student.id);
    const record = await b.send('GET', `/api/user/${encodeURIComponent(student.email)}`, student);
    expect(record.status).toBe(200);
    expect(record.body.email).toBe(student.email);

    expect((await b.send('POST', '/api/auth/sign-out', student, { json: {} })).status).toBe(200);
    expect((await a.send('GET', `/api/user/${encodeURIComponent(student.email)}`, student)).status).toBe(401);
  });

  it('serves a photo uploaded through one process from the other, at full size and smaller, until it is removed', async () => {
    const wide = await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer();
    const upload = await a.send('POST', '/api/uploads', admin, {
      multipart: multipartBody('wide.png', wide, 'image/png'),
    });
    expect(upload.status).toBe(200);
    const { id: name, url } = upload.body.data as { id: string; url: string };
    const [onA, onB] = await Promise.all([image(serverA(), url), image(serverB(), url)]);
    expect(onB.status).toBe(200);
    expect(onB.headers.get('cache-control')).toContain('immutable');
    expect(onB.bytes).toEqual(onA.bytes);
    const smaller = await image(serverB(), `/api/uploads/w400/${name}`);
    expect(smaller.status).toBe(200);
    expect((await sharp(smaller.bytes).metadata()).width).toBe(400);
    // Each process caches on its own disk: the width B made is only in B's DATA_DIR.
    const cached = (dir: string, file: string) => fs.existsSync(path.join(dir, IMAGE_CACHE_DIR, file));
    expect(cached(dataDirs[1], `w400/${name}`)).toBe(true);
    expect(cached(dataDirs[0], `w400/${name}`)).toBe(false);
    for (const dir of dataDirs) expect(fs.existsSync(path.join(dir, 'uploads'))).toBe(false);

    // Shown by a meal made through A, then the meal deleted through A: the photo is removed, and B,
    // which cached it, stops serving it too.
    const meal = await a.send('POST', '/api/meals', admin, { json: { ...MEAL, image: url } });
    expect(meal.status, JSON.stringify(meal.body)).toBe(200);
    expect((await a.send('DELETE', `/api/meals/${meal.body.insertedId}`, admin)).status).toBe(200);
    let status = 200;
    for (let i = 0; i < 50 && status === 200; i++) {
      status = (await image(serverB(), url)).status;
      if (status === 200) await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toBe(404);
    expect((await image(serverB(), `/api/uploads/w400/${name}`)).status).toBe(404);
    expect(cached(dataDirs[1], name)).toBe(false);
  });

  it(`keeps likes and requests of ${USERS} users exact through both processes at once`, async () => {
    const students = await Promise.all(
      Array.from({ length: USERS }, (_, i) =>
        (i % 2 ? b : a).signUp(`crowd-${i}-${crypto.randomUUID().slice(0, 8)}@example.test`),
      ),
    );
    const through = (i: number) => (i % 2 ? a : b);
    const likes = await Promise.all(
      students.map((s, i) => through(i).send('PATCH', `/api/meals/${mealId}/like`, s, { json: { action: 'like' } })),
    );
    const requests = await Promise.all(
      students.map((s, i) => through(i + 1).send('POST', '/api/request-meal', s, { json: { mealId } })),
    );
    expect(likes.map((r) => r.status)).toEqual(students.map(() => 200));
    expect(requests.map((r) => r.status)).toEqual(students.map(() => 200));

    expect(await database.db.$count(mealLikes, eq(mealLikes.mealId, mealId))).toBe(USERS);
    expect(await database.db.$count(mealRequests, eq(mealRequests.mealId, mealId))).toBe(USERS);
    for (const server of [a, b])
      expect((await server.send('GET', `/api/meals/${mealId}`, null)).body.likes).toBe(USERS);
  }, 120_000);

  it('counts a like sent through both processes at once once, and its undo once', async () => {
    const student = await b.signUp(`twice-${crypto.randomUUID().slice(0, 8)}@example.test`);
    const before = await likesOf(mealId);
    const both = (action: 'like' | 'dislike') =>
      Promise.all([a, b].map((s) => s.send('PATCH', `/api/meals/${mealId}/like`, student, { json: { action } })));

    expect((await both('like')).map((r) => r.status)).toEqual([200, 200]);
    expect(await likesOf(mealId)).toBe(before + 1);
    expect((await both('dislike')).map((r) => r.status)).toEqual([200, 200]);
    expect(await likesOf(mealId)).toBe(before);

    const requests = await Promise.all(
      [a, b].map((s) => s.send('POST', '/api/request-meal', student, { json: { mealId } })),
    );
    expect(requests.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('records a payment confirmed through both processes at once once', async () => {
    const student = await a.signUp(`payer-${crypto.randomUUID().slice(0, 8)}@example.test`);
    // Paying waits for a verified address: the mail is in the outbox of whichever process sent it.
    await b.verifyAddress(
      dataDirs.map((dir) => path.join(dir, 'outbox')),
      student,
    );
    const intent = await a.send('POST', '/api/create-payment-intent', student, { json: { planName: 'Gold' } });
    const card = {
      clientSecret: intent.body.clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
    };
    const paid = await b.send('POST', '/api/payments/sandbox/confirm', student, { json: card });
    expect(paid.body.status).toBe('succeeded');

    const transactionId = intent.body.paymentIntentId;
    const confirms = await Promise.all(
      [a, b].map((s) => s.send('POST', '/api/confirm-payment', student, { json: { planName: 'Gold', transactionId } })),
    );
    expect(confirms.map((r) => r.status)).toEqual([200, 200]);
    expect(await database.db.$count(payments, eq(payments.transactionId, transactionId))).toBe(1);
  });
});

const MEAL = {
  title: 'Scale-out curry',
  category: 'Dinner',
  ingredients: 'Rice, Chicken',
  description: 'Served by two processes.',
  price: 150,
  distributorName: 'Test Canteen',
  date: new Date().toISOString(),
};

const serverA = () => servers[0] as ServerProcess;
const serverB = () => servers[1] as ServerProcess;

/** GET of an image straight from one process, with its bytes. */
async function image(server: ServerProcess, url: string) {
  const res = await fetch(`${server.url}${url}`);
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function likesOf(id: string): Promise<number> {
  const [row] = await database.db.select({ likes: meals.likes }).from(meals).where(eq(meals.id, id));
  const rows = await database.db.$count(mealLikes, eq(mealLikes.mealId, id));
  expect(row?.likes).toBe(rows);
  return rows;
}
