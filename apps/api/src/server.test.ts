import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, killStartedServers, startServerProcess, waitForHealth } from '../test/server-process.ts';
import { lockDataDir } from './db/data-dir-lock.ts';

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

    // A backup command that connected and went quiet does not hold the shutdown up.
    const idle = net.connect(fs.readFileSync(path.join(dataDir, 'backup-socket'), 'utf8'));
    idle.on('error', () => {});
    await new Promise((resolve) => idle.once('connect', resolve));
    const started = Date.now();
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(5000);
    lockDataDir(dataDir)(); // free again: it throws while anyone holds it
    // Generous: two cold server starts take ~10 s of CPU, far longer on a loaded CI machine.
  }, 180_000);

  it('writes one access line per request, and every line reaches the log file on SIGTERM', async () => {
    // A folder of its own: the test above leaves its data folder to the other server.
    const ownDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hm-log-'));
    const logFile = path.join(ownDir, 'server.log');
    try {
      const server = startServerProcess(
        await freePort(),
        { DATA_DIR: path.join(ownDir, 'data'), LOG_LEVEL: 'info' },
        { logFile },
      );
      await waitForHealth(server);
      // Answers of every kind, in bursts, the last one just before the signal.
      const ids: string[] = [];
      const paths = ['/api/meals', '/api/meals?search=khichuri', '/api/no-such-route', '/api/meals/not-a-uuid'];
      for (let burst = 0; burst < 10; burst++) {
        const answers = await Promise.all(
          Array.from({ length: 40 }, (_, i) => fetch(`${server.url}${paths[i % paths.length]}`)),
        );
        for (const res of answers) {
          await res.arrayBuffer();
          ids.push(res.headers.get('x-request-id') ?? 'none');
        }
      }
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);

      const lines = fs
        .readFileSync(logFile, 'utf8')
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as Record<string, unknown>);
      const accessLines = new Map<unknown, Record<string, unknown>[]>();
      for (const line of lines) {
        if (line.reqId === undefined) continue;
        accessLines.set(line.reqId, [...(accessLines.get(line.reqId) ?? []), line]);
      }
      const missing = ids.filter((id) => !accessLines.has(id));
      expect(missing).toEqual([]);
      for (const id of ids) {
        const ofRequest = accessLines.get(id) ?? [];
        expect(ofRequest.map((l) => l.msg)).toEqual(['request completed']);
        const [line] = ofRequest;
        expect(line).toMatchObject({
          level: 30,
          req: { method: 'GET', url: expect.stringMatching(/^\/api\//) },
          res: { statusCode: expect.any(Number) },
          responseTime: expect.any(Number),
          time: expect.any(Number),
        });
      }
      expect(lines.some((l) => l.msg === 'shutting down')).toBe(true);
    } finally {
      fs.rmSync(ownDir, { recursive: true, force: true });
    }
  }, 180_000);
});
