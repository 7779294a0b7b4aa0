import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BenchCase, CACHED_CASE_IDS, CASES, type CaseContext, type Toggler, UserPool } from './cases.ts';
import {
  type CatalogSize,
  catalogOf,
  describeCatalog,
  type Fixtures,
  KITCHEN_ID,
  readFixtures,
  seedCatalog,
} from './catalog.ts';
import { createBenchDatabase } from './databases.ts';
import { explainOnPostgres, type QueryPlan } from './explain.ts';
import { answeredWell, type Measurement, measure } from './load.ts';
import type { BenchOptions } from './options.ts';
import { measurePasswordFlood } from './password-flood.ts';
import { type Running, startApiServer, startYardstick } from './processes.ts';
import { assertSignedIn, mintAdminSession, mintSessionRows, signedCookie, signIn } from './sessions.ts';
import { type DbKind, targetFor } from './targets.ts';

export interface CaseResult {
  id: string;
  label: string;
  cached: boolean;
  m: Measurement;
  target?: { text: string; versus?: string | undefined; pass: boolean } | undefined;
}

/** What the read cache did in this run: not there yet, or measured (and whether its switch works). */
export type CacheStatus = { state: 'absent' } | { state: 'measured'; offSwitchWorks: boolean };

export interface ConfigResult {
  db: DbKind;
  catalog: CatalogSize;
  seedSeconds: number;
  /** The server's log (LOG_LEVEL info, as installed): one line per request. */
  logFile: string;
  /** The machine's 1-minute load average when the measuring began and ended (others share it). */
  load: [number, number];
  yardstick: Measurement;
  cases: CaseResult[];
  plans: QueryPlan[];
  cache: CacheStatus;
  /** Requests that were refused or failed: the run is broken (exit code 1). */
  problems: string[];
  /** What makes the figures doubtful without breaking the run, e.g. a cache switch not honoured. */
  warnings: string[];
}

// The read cache's switch (a time to live of 0 turns it off); a warning says so if it is not honoured.
export const CACHE_OFF_SETTING = 'READ_CACHE_TTL_SECONDS=0';
const CACHE_OFF = { READ_CACHE_TTL_SECONDS: '0' };

/** Seeds one database with one catalog size, serves it, and measures every case against it. */
export async function runConfig(
  db: DbKind,
  meals: number,
  options: BenchOptions,
  adminUrl: string,
  log: (line: string) => void,
): Promise<ConfigResult> {
  const chosen = CASES.filter((c) => !options.cases || options.cases.includes(c.id));
  const catalog = catalogOf(meals, options.likers + options.visitors + 2);
  const target = await createBenchDatabase(db, `${db}-${meals}`, options.scratchDir, adminUrl);
  const authSecret = crypto.randomBytes(32).toString('base64url');
  const problems: string[] = [];
  const warnings: string[] = [];
  // Outside the data directory, so it outlives the run.
  const logFile = path.join(options.scratchDir, `${db}-${meals}-server.log`);
  fs.rmSync(logFile, { force: true });
  try {
    log(`seeding ${db}: ${describeCatalog(catalog)}`);
    const started = Date.now();
    const database = await target.open();
    let fixtures: Fixtures;
    let tokens: { userId: string; token: string }[];
    let adminToken: string;
    try {
      await database.migrate();
      await seedCatalog(database.db, catalog);
      fixtures = await readFixtures(database.db, options.likers + options.visitors);
      tokens = await mintSessionRows(database.db, 1, options.likers + options.visitors);
      adminToken = await mintAdminSession(database.db, KITCHEN_ID);
    } finally {
      await database.close();
    }
    const seedSeconds = (Date.now() - started) / 1000;
    log(`  seeded in ${seedSeconds.toFixed(1)} s`);
    const plans = target.databaseUrl ? await explainOnPostgres(target.databaseUrl, fixtures) : [];

    const serve = (env?: Record<string, string>) =>
      startApiServer({
        port: options.port,
        dataDir: target.dataDir,
        databaseUrl: target.databaseUrl,
        authSecret,
        logFile,
        env,
      });
    const load = {
      connections: options.connections,
      duration: options.duration,
      warmup: options.warmup,
    };
    const results: CaseResult[] = [];
    const run = async (server: Running, ctx: CaseContext, c: BenchCase, cached: boolean) => {
      const budget = c.budget?.(ctx);
      const m = await measure(server.baseUrl, c.requests(ctx), {
        ...load,
        ...(c.slow ? { connections: 1 } : {}),
        warmup: budget || c.slow ? 0 : load.warmup,
        maxRequests: c.slow ? SLOW_CASE_REQUESTS : budget,
      });
      results.push({ id: c.id, label: cached ? `${c.label} (cache on)` : c.label, cached, m });
      log(`  ${(cached ? `${c.id} (cached)` : c.id).padEnd(24)} ${line(m)}`);
      if (!answeredWell(m)) problems.push(`${c.id}${cached ? ' (cached)' : ''}: ${failures(m)}`);
    };

    const loadAtStart = os.loadavg()[0] ?? 0;
    // First the default server: if it caches, its cached reads are measured now.
    let server = await serve();
    let cache: CacheStatus = { state: 'absent' };
    try {
      const ctx = await signInUsers(server.baseUrl, { tokens, adminToken }, fixtures, options, catalog, authSecret);
      if (await cacheHits(server.baseUrl)) {
        await warmUp(server, ctx, load);
        for (const c of chosen.filter((c) => CACHED_CASE_IDS.includes(c.id))) await run(server, ctx, c, true);
        await server.stop();
        server = await serve(CACHE_OFF);
        const offSwitchWorks = !(await cacheHits(server.baseUrl));
        if (!offSwitchWorks)
          warnings.push(`${CACHE_OFF_SETTING} did not turn the read cache off: uncached reads include hits`);
        cache = { state: 'measured', offSwitchWorks };
      }
      await warmUp(server, ctx, load);
      const yardstick = await measureYardstick(server.baseUrl, options, load);
      log(`  ${'yardstick'.padEnd(24)} ${line(yardstick)}`);
      for (const c of chosen) await preflight(server.baseUrl, ctx, c);
      for (const c of chosen) await run(server, ctx, c, false);
      const wanted = (id: string) => !options.cases || options.cases.includes(id);
      for (const r of await measurePasswordFlood(server.baseUrl, catalog, load, wanted)) {
        results.push({ ...r, cached: false });
        log(`  ${r.id.padEnd(24)} ${line(r.m)}`);
        if (!answeredWell(r.m)) problems.push(`${r.id}: ${failures(r.m)}`);
      }

      const byCase = new Map(results.filter((r) => !r.cached).map((r) => [r.id, r.m]));
      for (const r of results) {
        const t = targetFor(db, r.id, r.cached);
        if (t) r.target = { text: t.text, versus: t.versus, pass: t.pass(r.m, { yardstick, byCase }) };
      }
      const machineLoad: [number, number] = [loadAtStart, os.loadavg()[0] ?? 0];
      return {
        db,
        catalog,
        seedSeconds,
        logFile,
        load: machineLoad,
        yardstick,
        cases: results,
        plans,
        cache,
        problems,
        warnings,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await target.dispose();
  }
}

/** Two users sign in over HTTP; the minted sessions get cookies of the same name, one checked by the server. */
async function signInUsers(
  baseUrl: string,
  { tokens, adminToken }: { tokens: { userId: string; token: string }[]; adminToken: string },
  fixtures: Fixtures,
  options: BenchOptions,
  catalog: CatalogSize,
  authSecret: string,
): Promise<CaseContext> {
  const real = await Promise.all([signIn(baseUrl, catalog.users - 1), signIn(baseUrl, catalog.users)]);
  const cookieName = real[0].name;
  for (const session of real) await assertSignedIn(baseUrl, session);
  const users: Toggler[] = tokens.map((t, i) => ({
    userId: t.userId,
    cookie: signedCookie(cookieName, t.token, authSecret),
    mealId: fixtures.toggleMealIds[i] as string,
    liked: false,
  }));
  const first = users[0];
  if (!first) throw new Error('no bench sessions');
  await assertSignedIn(baseUrl, first);
  const admin = { userId: KITCHEN_ID, cookie: signedCookie(cookieName, adminToken, authSecret) };
  await assertSignedIn(baseUrl, admin);
  return {
    fixtures,
    origin: baseUrl,
    admin,
    likers: new UserPool(users.slice(0, options.likers)),
    mixed: new UserPool(users.slice(options.likers)),
  };
}

/**
 * A fresh server is slow at first (JIT, the database's caches and plans): every read case in turn
 * for a while, unmeasured, so the first case measured does not pay for the start.
 */
/** The most requests a slow case sends (one at a time). */
const SLOW_CASE_REQUESTS = 20;

async function warmUp(server: Running, ctx: CaseContext, load: { connections: number; warmup: number }) {
  if (load.warmup <= 0) return;
  const reads = CASES.filter((c) => !c.budget && !c.slow).flatMap((c) => c.requests(ctx));
  await measure(server.baseUrl, reads, { connections: load.connections, duration: 5 * load.warmup, warmup: 0 });
}

/** True when a repeated public read is answered from the read cache (`X-Cache: hit`). */
async function cacheHits(baseUrl: string): Promise<boolean> {
  let hit = false;
  for (let i = 0; i < 3; i++) {
    const res = await fetch(`${baseUrl}/api/meals`);
    await res.arrayBuffer();
    hit ||= res.headers.get('x-cache')?.toLowerCase() === 'hit';
  }
  return hit;
}

const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** Records the first page's answer and measures a bare node:http server replaying it. */
async function measureYardstick(
  baseUrl: string,
  options: BenchOptions,
  load: { connections: number; duration: number; warmup: number },
): Promise<Measurement> {
  const res = await fetch(`${baseUrl}/api/meals`);
  const body = Buffer.from(await res.arrayBuffer());
  const headers = Object.fromEntries([...res.headers].filter(([name]) => !HOP_HEADERS.has(name)));
  const file = path.join(options.scratchDir, 'first-page.json');
  fs.writeFileSync(file, JSON.stringify({ status: res.status, headers, body: body.toString('base64') }));
  const yardstick = await startYardstick(options.port + 1, file);
  try {
    return await measure(yardstick.baseUrl, [{ method: 'GET', path: '/api/meals' }], load);
  } finally {
    await yardstick.stop();
  }
}

/** Each read answers 2xx once before it is measured, and a list is not empty. */
async function preflight(baseUrl: string, ctx: CaseContext, c: BenchCase): Promise<void> {
  if (c.budget) return;
  const [template] = c.requests(ctx);
  // A signed-in read builds its request (the cookie) per call: build one the same way.
  const first = template?.setupRequest ? template.setupRequest({ ...template }, {}) : template;
  const res = await fetch(`${baseUrl}${first?.path ?? '/'}`, { headers: first?.headers as Record<string, string> });
  const body = await res.text();
  if (!res.ok) throw new Error(`${c.id}: ${first?.path} answered ${res.status} ${body.slice(0, 200)}`);
  if (c.list && (JSON.parse(body) as unknown[]).length === 0) throw new Error(`${c.id}: ${first?.path} is empty`);
}

const line = (m: Measurement) =>
  `${Math.round(m.rps).toString().padStart(6)} req/s  p50 ${m.p50} ms  p99 ${m.p99} ms` +
  (m.failures ? `  FAILURES: ${failures(m)}` : '');

const failures = (m: Measurement) =>
  Object.entries(m.statuses)
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, n]) => `${n} × ${code}`)
    .concat(m.failures > 0 ? [`${m.failures} not 2xx/errors/timeouts in all`] : [])
    .concat(m.requests === 0 ? ['no answer at all within the run'] : [])
    .join(', ');
