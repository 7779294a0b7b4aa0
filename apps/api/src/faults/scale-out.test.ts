import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
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
import { imageUploadBody } from '../../test/uploads.ts';
import type { Database } from '../db/client.ts';
import { mealLikes, mealRequests, meals, payments, users } from '../db/schema/index.ts';

/**
 * Two real server processes on one PostgreSQL database, on different ports, as behind a load
 * balancer: what one process does, the other sees, and concurrent writes through both stay exact.
 */
const onPostgres = process.env.TEST_DB_KIND === 'postgres';
const PUBLIC_URL = 'http://hostel.test';
const USERS = 30;

let database: Database & { url: string };
let dataDir: string;
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
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'faults', 'scale-out-'));
    // Only what README's "Scaling out" asks for: one DATABASE_URL, one PUBLIC_URL, one shared
    // DATA_DIR. No AUTH_SECRET: the first start generates it into the database for both.
    const env = {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      PUBLIC_URL,
      // A public-looking address: the test-card sandbox runs there only when asked for.
      PAYMENTS_SANDBOX: 'true',
      AUTH_RATE_LIMIT_PER_IP: '1000',
    };
    const portA = await freePort({ from: 3440, to: 3449 });
    const portB = await freePort({ from: portA + 1, to: 3449 });
    // Started together: migrations and the secret's generation must not trip over each other.
    const servers: ServerProcess[] = [startServerProcess(portA, env), startServerProcess(portB, env)];
    await Promise.all(servers.map((s) => waitForHealth(s)));
    [a, b] = servers.map((s) => new ApiClient(s.url, PUBLIC_URL)) as [ApiClient, ApiClient];

    admin = await a.signUp(`scale-admin-${crypto.randomUUID().slice(0, 8)}@example.test`, 'Scale Admin');
    await database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    // Uploaded through A, used for a meal through B: both read the shared DATA_DIR.
    const upload = await a.send('POST', '/api/uploads', admin, { multipart: await imageUploadBody() });
    expect(upload.status).toBe(200);
    const created = await b.send('POST', '/api/meals', admin, {
      json: {
        title: 'Scale-out curry',
        category: 'Dinner',
        image: upload.body.data.url,
        ingredients: 'Rice, Chicken',
        description: 'Served by two processes.',
        price: 150,
        distributorName: 'Test Canteen',
        date: new Date().toISOString(),
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    mealId = created.body.insertedId;
  }, 180_000);

  afterAll(async () => {
    killStartedServers();
    await database?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
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
    // Paying waits for a verified address: the mail is in the shared DATA_DIR's outbox.
    await b.verifyAddress(path.join(dataDir, 'outbox'), student.email);
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

async function likesOf(id: string): Promise<number> {
  const [row] = await database.db.select({ likes: meals.likes }).from(meals).where(eq(meals.id, id));
  const rows = await database.db.$count(mealLikes, eq(mealLikes.mealId, id));
  expect(row?.likes).toBe(rows);
  return rows;
}
