import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/server-process.ts';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
// Beside the checkout under test (.tmp is ignored by git and the linters): hard links to its
// installed packages need the same file system.
fs.mkdirSync(path.join(repoRoot, '.tmp'), { recursive: true });
const temp = fs.mkdtempSync(path.join(repoRoot, '.tmp', 'npm-start-'));
const started: number[] = [];

afterAll(() => {
  for (const pid of started) killGroup(pid);
  fs.rmSync(temp, { recursive: true, force: true });
});

const killGroup = (pid: number) => {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
};

/**
 * A checkout of its own (the sources copied, the installed packages hard-linked: a symbolic link
 * would give the build two paths to one React), so that its first `npm start` really builds the
 * web app, as on a fresh clone.
 */
async function copyCheckout(): Promise<string> {
  const checkout = path.join(temp, 'checkout');
  const skip = new Set(['node_modules', 'dist', '.builds', '.git', '.reports', 'test-results', 'data', 'backups']);
  for (const entry of ['package.json', 'package-lock.json', 'tsconfig.base.json', 'apps', 'packages', 'scripts']) {
    fs.cpSync(path.join(repoRoot, entry), path.join(checkout, entry), {
      recursive: true,
      filter: (source) => !skip.has(path.basename(source)),
    });
  }
  for (const modules of ['node_modules', 'apps/api/node_modules', 'apps/web/node_modules']) {
    if (fs.existsSync(path.join(repoRoot, modules)))
      await run('cp', ['-al', fs.realpathSync(path.join(repoRoot, modules)), path.join(checkout, modules)]);
  }
  return checkout;
}

/** `npm start` in `checkout`, in a process group of its own (npm starts a chain of children). */
function npmStart(checkout: string, port: number, dataDir: string) {
  const child = spawn('npm', ['start'], {
    cwd: checkout,
    detached: true,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child.pid as number);
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, url: `http://127.0.0.1:${port}`, exited, output: () => output };
}

/** The home page's HTML, once the server answers it (or the start's output, if it ended first). */
async function homePage(server: ReturnType<typeof npmStart>): Promise<string> {
  let ended = false;
  void server.exited.then(() => {
    ended = true;
  });
  for (let i = 0; i < 3000; i++) {
    if (ended) return `ended: ${server.output()}`;
    const page = await fetch(server.url).then(
      (r) => (r.ok ? r.text() : ''),
      () => '',
    );
    if (page.includes('<div id="root"')) return page;
    await new Promise((r) => setTimeout(r, 200));
  }
  return `no answer: ${server.output()}`;
}

describe.runIf(process.env.TEST_DB_KIND === 'pglite')('npm start', () => {
  it('two starts together from one checkout both come up, and a start with unchanged sources builds nothing', async () => {
    const checkout = await copyCheckout();
    const ports = { from: 3660, to: 3679 };
    const first = npmStart(checkout, await freePort(ports), path.join(temp, 'data-1'));
    const second = npmStart(checkout, await freePort({ ...ports, from: ports.from + 10 }), path.join(temp, 'data-2'));
    const [page1, page2] = await Promise.all([homePage(first), homePage(second)]);
    expect(page1).toContain('<div id="root"');
    expect(page2).toContain('<div id="root"');
    // Both serve the same build's assets.
    const script = page1.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeTruthy();
    expect((await fetch(`${second.url}${script}`)).status).toBe(200);
    for (const server of [first, second]) killGroup(server.child.pid as number);

    // The sources did not change: the next build is skipped.
    const build = await run('npm', ['run', 'build'], { cwd: checkout });
    expect(build.stdout).toMatch(/web app is up to date/);
  }, 600_000);
});
