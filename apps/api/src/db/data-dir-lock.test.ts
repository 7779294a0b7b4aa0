import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, killStartedServers, startServerProcess, waitForHealth } from '../../test/server-process.ts';
import { lockDataDir } from './data-dir-lock.ts';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const ports = { from: 3660, to: 3679 };
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'hm-lock-'));

afterAll(() => {
  killStartedServers();
  fs.rmSync(temp, { recursive: true, force: true });
});

/**
 * Each command runs in a new pid namespace (`unshare --pid`), as in a container: `sh` is its pid 1
 * and the first process it starts gets pid 2. With `holdPid2`, a `sleep` takes pid 2 first, so the
 * pid a killed server wrote down belongs to a live process again (a container restarted).
 */
const inPidNamespace = ({ holdPid2 }: { holdPid2: boolean }) => [
  'unshare',
  '--pid',
  '--fork',
  '--kill-child',
  'sh',
  '-c',
  `${holdPid2 ? 'sleep 600 & ' : ''}"$@" & wait $!`,
  'sh',
];

/** The pids of every process below `pid`. */
function descendants(pid: number): number[] {
  const children = fs
    .readdirSync(`/proc/${pid}/task`)
    .flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/))
    .filter(Boolean)
    .map(Number);
  return children.flatMap((child) => [child, ...descendants(child)]);
}

const isGone = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z') ?? true;
  } catch {
    return true;
  }
};

describe.runIf(process.env.TEST_DB_KIND === 'pglite')('the data-directory lock', () => {
  it('is held by one holder at a time and free again once released', () => {
    const dir = path.join(temp, 'in-process');
    const unlock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(/DATA_DIR .* is in use by another server/);
    unlock();
    lockDataDir(dir)();
  });

  it('is not taken through a symbolic link, which would truncate the file it points to', () => {
    const dir = path.join(temp, 'linked');
    fs.mkdirSync(dir);
    const elsewhere = path.join(temp, 'precious.txt');
    fs.writeFileSync(elsewhere, 'keep me');
    fs.symlinkSync(elsewhere, path.join(dir, 'server.lock'));
    expect(() => lockDataDir(dir)).toThrow(/ELOOP/);
    expect(fs.readFileSync(elsewhere, 'utf8')).toBe('keep me');
  });

  it('lets a server start again at once after a SIGKILL, though its pid now belongs to another process; so does a backup', async () => {
    const dataDir = path.join(temp, 'killed');
    const env = { DATA_DIR: dataDir };
    const first = startServerProcess(await freePort(ports), env, { prefix: inPidNamespace({ holdPid2: false }) });
    await waitForHealth(first);
    const node = descendants(first.child.pid as number).find((pid) =>
      fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('server.ts'),
    ) as number;
    expect(node).toBeGreaterThan(0);
    process.kill(node, 'SIGKILL');
    await first.exited;
    await expect.poll(() => isGone(node)).toBe(true);

    // The backup and the next server each start where pid 2, the killed server's, is alive.
    const backupDir = path.join(temp, 'backup');
    const cli = path.join(repoRoot, 'apps/api/src/ops/backup-cli.ts');
    const backup = await run(
      inPidNamespace({ holdPid2: true })[0] as string,
      [...inPidNamespace({ holdPid2: true }).slice(1), process.execPath, '--import', 'tsx', cli, 'backup', backupDir],
      { cwd: repoRoot, env: { ...process.env, ...env } },
    ).catch((error: { stderr?: string; stdout?: string }) => ({ stdout: `${error.stdout}${error.stderr}` }));
    expect(backup.stdout).toMatch(/Backed up .* to /);
    expect(fs.existsSync(path.join(backupDir, 'manifest.json'))).toBe(true);

    const second = startServerProcess(await freePort(ports), env, { prefix: inPidNamespace({ holdPid2: true }) });
    await waitForHealth(second);
    second.child.kill('SIGKILL');
    await second.exited;
  }, 180_000);
});
