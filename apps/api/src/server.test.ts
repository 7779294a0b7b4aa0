import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, killStartedServers, startServerProcess, waitForHealth } from '../test/server-process.ts';

// Real server processes, as `npm start` runs them, on the embedded database.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hm-process-'));
const startServer = async () => startServerProcess(await freePort(), { DATA_DIR: dataDir });

afterAll(() => {
  killStartedServers();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe.runIf(process.env.TEST_DB_KIND === 'pglite')('the server process', () => {
  it('refuses a second server on the same DATA_DIR, and stops cleanly on SIGTERM', async () => {
    const first = await startServer();
    await waitForHealth(first);

    const second = await startServer();
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/DATA_DIR .* is in use by another server/);
    await waitForHealth(first);

    const started = Date.now();
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    // Generous: two cold server starts take ~10 s of CPU, far longer on a loaded CI machine.
  }, 180_000);
});
