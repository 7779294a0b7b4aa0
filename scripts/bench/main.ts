import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { CASES } from './cases.ts';
import { isReachable, postgresAdminUrl } from './databases.ts';
import { answeredWell } from './load.ts';
import { parseOptions, USAGE } from './options.ts';
import { PASSWORD_FLOOD_CASES } from './password-flood.ts';
import { renderReport } from './report.ts';
import { type ConfigResult, runConfig } from './run-config.ts';
import type { DbKind } from './targets.ts';

/** `npm run bench`: every catalog size on every database, one after another, then the report. */
async function main() {
  const options = parseOptions(process.argv.slice(2));
  if (!options) {
    console.log(USAGE);
    return 0;
  }
  const known = [...CASES, ...PASSWORD_FLOOD_CASES];
  const unknown = options.cases?.filter((id) => !known.some((c) => c.id === id)) ?? [];
  if (unknown.length > 0) throw new Error(`--cases: no case ${unknown.join(', ')} (see scripts/bench/cases.ts)`);
  const adminUrl = postgresAdminUrl();
  const skipped: string[] = [];
  let databases: DbKind[] = options.databases;
  if (databases.includes('postgres') && !(await isReachable(adminUrl))) {
    const reason = `PostgreSQL (no server at ${redact(adminUrl)})`;
    if (options.databasesChosen) throw new Error(`${reason}: cannot run --db postgres`);
    skipped.push(reason);
    databases = databases.filter((d) => d !== 'postgres');
  }
  fs.mkdirSync(options.scratchDir, { recursive: true });
  if (options.summary) fs.rmSync(options.summary, { force: true });
  const loadBefore = os.loadavg()[0] ?? 0;
  const started = Date.now();
  const date = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  const configs: ConfigResult[] = [];
  // Both sizes of one database back to back: the pair "nothing grows" compares sees the same machine.
  for (const db of databases) {
    for (const meals of options.sizes) {
      console.log(`\n=== ${db}, ${meals.toLocaleString('en-US')} meals`);
      configs.push(await runConfig(db, meals, options, adminUrl, (line) => console.log(line)));
    }
  }
  const loadAfter = os.loadavg()[0] ?? 0;
  const machine = [
    ...(await describeMachine(databases.includes('postgres') ? adminUrl : null)),
    `Disk: one 8 kB write + fdatasync takes ${fsyncMillis(options.scratchDir).toFixed(1)} ms (PostgreSQL waits for one at every commit; concurrent commits share it)`,
    `Load average (1 min) ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after: the machine is shared with other work, so figures move by 10–20% between runs.`,
    `The whole run took ${Math.round((Date.now() - started) / 60_000)} min.`,
  ];
  const info = { date, commit: gitCommit(), machine, options, skipped };
  fs.mkdirSync(path.dirname(options.out), { recursive: true });
  fs.writeFileSync(options.out, renderReport(info, configs));
  console.log(`\n${renderReport(info, configs, { withPlans: false })}`);
  console.log(`Written to ${options.out}`);

  if (options.summary) {
    const cases = configs.flatMap((c) => [c.yardstick, ...c.cases.map((r) => r.m)]);
    const bad = cases.filter((m) => !answeredWell(m)).length;
    fs.writeFileSync(options.summary, JSON.stringify({ passed: cases.length - bad, failed: bad }));
  }
  const failed = configs.flatMap((c) => c.problems.map((p) => `${c.db} ${c.catalog.meals}: ${p}`));
  for (const f of failed) console.error(`bench problem: ${f}`);
  return failed.length > 0 ? 1 : 0;
}

async function describeMachine(adminUrl: string | null): Promise<string[]> {
  // Read from the installed files: not every package exports its package.json.
  const version = (name: string) =>
    (
      JSON.parse(fs.readFileSync(new URL(`../../node_modules/${name}/package.json`, import.meta.url), 'utf8')) as {
        version: string;
      }
    ).version;
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const lines = [
    `Machine: ${os.availableParallelism()} CPUs (nproc) ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, ${os.type()} ${os.release()}`,
    `Node ${process.version}, PGlite ${version('@electric-sql/pglite')}, autocannon ${version('autocannon')}`,
  ];
  if (adminUrl) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    const { rows } = await client.query('show server_version');
    await client.end();
    lines.push(
      `PostgreSQL ${rows[0]?.server_version} on the same machine (default settings), app pool of 10 connections`,
    );
  }
  return lines;
}

/** Mean time of a small synchronous write, as a commit's WAL flush does (same disk as the database here). */
function fsyncMillis(dir: string): number {
  const file = path.join(dir, 'fsync-probe');
  const fd = fs.openSync(file, 'w');
  const block = Buffer.alloc(8192, 1);
  const started = performance.now();
  const rounds = 100;
  for (let i = 0; i < rounds; i++) {
    fs.writeSync(fd, block, 0, block.length, 0);
    fs.fdatasyncSync(fd);
  }
  const elapsed = performance.now() - started;
  fs.closeSync(fd);
  fs.rmSync(file, { force: true });
  return elapsed / rounds;
}

function gitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

const redact = (url: string) => url.replace(/\/\/[^@/]*@/, '//…@');

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
