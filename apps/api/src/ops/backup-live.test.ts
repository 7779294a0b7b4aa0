import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, killStartedServers, startServerProcess, waitForHealth } from '../../test/server-process.ts';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const cli = path.join(repoRoot, 'apps/api/src/ops/backup-cli.ts');
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'hm-live-backup-'));

afterAll(() => {
  killStartedServers();
  fs.rmSync(temp, { recursive: true, force: true });
});

/** `npm run backup` / `npm run restore` as an operator runs them: its output, whether it failed or not. */
const backupCli = (args: string[], dataDir: string) =>
  run(process.execPath, ['--import', 'tsx', cli, ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  }).then(
    ({ stdout, stderr }) => `${stdout}${stderr}`,
    (error: { stdout?: string; stderr?: string }) => `failed: ${error.stdout}${error.stderr}`,
  );

/** Requests in a loop until `stop`, keeping the slowest answer's time. */
async function keepAsking(url: string, stop: { now: boolean }, slowest: { ms: number; count: number }) {
  while (!stop.now) {
    const started = performance.now();
    const answer = await fetch(url);
    await answer.arrayBuffer();
    expect(answer.status).toBe(200);
    slowest.ms = Math.max(slowest.ms, performance.now() - started);
    slowest.count++;
  }
}

describe.runIf(process.env.TEST_DB_KIND === 'pglite')('a backup of the embedded database while the server runs', () => {
  it('is made by the running server without stopping it, and restores into an empty database', async () => {
    const dataDir = path.join(temp, 'live');
    // The demo database, every read from the database (no read cache).
    const server = startServerProcess(await freePort({ from: 3660, to: 3679 }), {
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      READ_CACHE_TTL_SECONDS: '0',
    });
    await waitForHealth(server);
    const meals = (await (await fetch(`${server.url}/api/meals?limit=100`)).json()) as unknown[];

    /** Four clients asking while `during` runs: how many requests they made, and the slowest. */
    const whileAsking = async <T>(during: () => Promise<T>) => {
      const stop = { now: false };
      const slowest = { ms: 0, count: 0 };
      const askers = [
        ...Array.from({ length: 3 }, () => keepAsking(`${server.url}/api/meals?limit=20`, stop, slowest)),
        keepAsking(`${server.url}/api/health`, stop, slowest),
      ];
      const started = performance.now();
      const result = await during();
      const ms = performance.now() - started;
      stop.now = true;
      await Promise.all(askers);
      return { result, ms, slowest };
    };
    const folder = path.join(temp, 'backup');
    const quiet = await whileAsking(() => new Promise((resolve) => setTimeout(resolve, 3000)));
    const { result: output, ms, slowest } = await whileAsking(() => backupCli(['backup', folder], dataDir));
    // Reported, not asserted: timings depend on the machine and its load.
    console.log(
      `live backup: ${Math.round(ms)} ms (command included); ${slowest.count} requests meanwhile, slowest ` +
        `${Math.round(slowest.ms)} ms; without a backup, slowest of ${quiet.slowest.count}: ${Math.round(quiet.slowest.ms)} ms`,
    );

    expect(output).toMatch(/Backed up \d+ rows in \d+ tables and \d+ images to /);
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8'));
    expect(manifest.tables.meals).toBeGreaterThanOrEqual(meals.length);
    expect(Object.keys(manifest.files).length).toBeGreaterThan(0);
    await waitForHealth(server);

    // A restore takes the lock: into another, empty data directory.
    const restored = await backupCli(['restore', folder], path.join(temp, 'restored'));
    const summary = output.match(/Backed up (.*) to /)?.[1];
    expect(restored).toContain(`Restored ${summary} from`);
  }, 300_000);
});
