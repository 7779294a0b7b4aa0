import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PgliteWorkerMessage } from './pglite-worker.ts';

const WORKER_ENTRY = new URL('./pglite-worker-entry.mjs', import.meta.url);

/** node-postgres reaches a Unix socket as `<host>/.s.PGSQL.<port>` when `host` is a folder. */
const SOCKET_PORT = 5432;

export interface PgliteServer {
  /** Connection settings for node-postgres. */
  connection: { host: string; port: number; user: string; database: string };
  stop(): Promise<void>;
}

/**
 * Starts PGlite on `dataDir` in a worker thread, served over the Postgres wire protocol
 * (@electric-sql/pglite-socket) on a Unix socket in a private folder of its own (mode 0700: no
 * other local user can connect, which a TCP port on 127.0.0.1 would allow, without a password).
 */
export async function startPgliteServer(dataDir: string): Promise<PgliteServer> {
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hm-pglite-sock-'));
  const socketPath = path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`);
  const worker = new Worker(WORKER_ENTRY, { workerData: { dataDir, socketPath } });
  const removeSocketDir = () => fs.rmSync(socketDir, { recursive: true, force: true });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  try {
    await new Promise<void>((resolve, reject) => {
      worker.on('message', (message: PgliteWorkerMessage) => {
        if (message.kind === 'ready') resolve();
        else if (message.kind === 'failed') reject(new Error(message.message));
      });
      worker.once('error', reject);
      void exited.then(() => reject(new Error('The database worker stopped.')));
    });
  } catch (error) {
    await worker.terminate();
    removeSocketDir();
    throw error;
  }
  // The worker never keeps the process alive by itself: a pending query does, through its socket
  // (as with a PostgreSQL server), and an idle pool lets the process exit (`allowExitOnIdle`).
  worker.unref();
  return {
    connection: { host: socketDir, port: SOCKET_PORT, user: 'postgres', database: 'postgres' },
    async stop() {
      worker.ref(); // until it has closed the database
      const closed = new Promise<void>((resolve) => {
        worker.on('message', (message: PgliteWorkerMessage) => {
          if (message.kind === 'closed') resolve();
        });
      });
      worker.postMessage({ op: 'close' });
      await Promise.race([closed, exited]);
      await worker.terminate();
      removeSocketDir();
    },
  };
}
