import crypto from 'node:crypto';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { type CrashTarget, createCrashTarget } from '../../test/faults/crash-target.ts';
import { Ledger } from '../../test/faults/ledger.ts';
import type { Snapshot } from '../../test/faults/snapshot.ts';
import { Actor, runRound, seededRandom, type Workload } from '../../test/faults/workload.ts';
import { ApiClient } from '../../test/http-client.ts';
import {
  freePort,
  killHard,
  killStartedServers,
  startServerProcess,
  waitForHealth,
} from '../../test/server-process.ts';
import { imageUploadBody } from '../../test/uploads.ts';

/**
 * kill -9 during a mixed write workload, again and again, on this project's database kind: the
 * server must come back every time, keep every write it acknowledged, and keep its invariants
 * (counters equal rows, one payment per PaymentIntent, no picture without its file).
 */
const CYCLES = Number(process.env.FAULTS_CYCLES ?? 20);
const SEED = Number(process.env.FAULTS_SEED ?? crypto.randomInt(2 ** 31));
const STUDENTS = 8;
const PUBLIC_URL = 'http://hostel.test';
const ADMIN = { email: 'crash-admin@example.test', password: 'crash-admin-password-42' };
// Ports of this suite: PGlite and PostgreSQL runs may go at once, so each has its own range.
const PORTS = process.env.TEST_DB_KIND === 'postgres' ? { from: 3420, to: 3439 } : { from: 3400, to: 3419 };

let target: CrashTarget | undefined;
afterAll(async () => {
  killStartedServers();
  await target?.dispose();
});

it(`keeps every acknowledged write through ${CYCLES} kill -9s (seed ${SEED})`, async () => {
  const started = Date.now();
  target = await createCrashTarget();
  const random = seededRandom(SEED);
  const env = {
    ...target.env,
    PUBLIC_URL,
    // A public-looking address: the test-card sandbox runs there only when asked for.
    PAYMENTS_SANDBOX: 'true',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    AUTH_RATE_LIMIT_PER_IP: '100000',
  };
  const start = async () => startServerProcess(await freePort(PORTS), env);

  let server = await start();
  await waitForHealth(server);
  const client = new ApiClient(server.url, PUBLIC_URL);
  const ledger = new Ledger();
  const outboxDir = path.join(target.env.DATA_DIR as string, 'outbox');
  const w: Workload = { client, ledger, random, image: await imageUploadBody(), newcomers: [], outboxDir };
  const admin = new Actor(await client.signIn(ADMIN.email, ADMIN.password), w);
  let students: Actor[] = [];
  for (let i = 0; i < STUDENTS; i++) {
    const session = await client.signUp(`crash-student-${i}-${crypto.randomUUID().slice(0, 8)}@example.test`);
    ledger.accounts.acknowledged(session.email, true);
    await client.verifyAddress(outboxDir, session);
    students.push(new Actor(session, w));
  }
  for (let i = 0; i < 3; i++) await admin.addMeal();
  expect(ledger.mealIds()).toHaveLength(3);

  const restarts: number[] = [];
  let cut = 0;
  for (let cycle = 1; cycle <= CYCLES; cycle++) {
    const context = `cycle ${cycle} on ${target.kind} (FAULTS_SEED=${SEED})`;
    students = [...students, ...w.newcomers.splice(0)];
    let stopped = false;
    const ackedBefore = ledger.acknowledged;
    const round = runRound([...students.map((a) => () => a.studentStep()), () => admin.adminStep()], () => stopped);
    // A fresh process answers its first calls slowly: the kill comes 50–400 ms after the round has
    // had as many writes acknowledged as it has people, so every round has writes to lose.
    await Promise.race([
      until(() => ledger.acknowledged >= ackedBefore + students.length + 1),
      round.then(() => Promise.reject(new Error(`${context}: every simulated user stopped before the kill`))),
    ]);
    await sleep(50 + random() * 350);
    expect(server.child.exitCode, `${context}: the server died on its own\n${server.output()}`).toBeNull();
    stopped = true;
    const killedAt = Date.now();
    await killHard(server);
    cut += (await round).cut;

    const readCrashState = await target.captureCrash();
    server = await start();
    const snapshot = await readCrashState();
    expect(snapshot.broken, context).toEqual([]);
    expect(ledger.settle(snapshot), `${context}: acknowledged writes lost`).toEqual([]);
    expect(ledger.unexpected, context).toEqual([]);

    await waitForHealth(server);
    restarts.push(Date.now() - killedAt);
    client.base = server.url;
    await expectServerSees(snapshot, client, [admin, ...students], ledger, context);
  }

  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  restarts.sort((a, b) => a - b);
  console.log(
    `crash test on ${target.kind}: ${CYCLES} kill -9s, ${ledger.acknowledged} acknowledged writes by ` +
      `${students.length + 1} accounts, all kept (${cut} calls cut by the kills); restart (kill → healthy) median ` +
      `${restarts[Math.floor(restarts.length / 2)]} ms, max ${restarts.at(-1)} ms; ${seconds} s in all (seed ${SEED})`,
  );
}, 1_200_000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(condition: () => boolean, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('the workload stopped getting writes acknowledged');
    await sleep(5);
  }
}

/** The restarted server answers from the recovered state: sessions still valid, like counts as stored. */
async function expectServerSees(
  snapshot: Snapshot,
  client: ApiClient,
  actors: Actor[],
  ledger: Ledger,
  context: string,
) {
  for (const { session } of actors) {
    const res = await client.send('GET', '/api/auth/get-session', session);
    expect(res.body?.user?.id, `${context}: session of ${session.email}`).toBe(session.id);
  }
  for (const mealId of ledger.mealIds()) {
    const rows = [...snapshot.likes].filter((key) => key.endsWith(`:${mealId}`)).length;
    const res = await client.send('GET', `/api/meals/${mealId}`, null);
    expect(res.body.likes, `${context}: likes of meal ${mealId}`).toBe(rows);
  }
}
