import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/**
 * The worker side: owns the PGlite instance (its WASM Postgres runs synchronously and would
 * otherwise stall the HTTP thread) and serves it over the Postgres wire protocol on a Unix socket,
 * so the main thread talks to it with node-postgres exactly as to a PostgreSQL server.
 */

export type PgliteWorkerMessage = { kind: 'ready' } | { kind: 'failed'; message: string } | { kind: 'closed' };

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread');
const post = (message: PgliteWorkerMessage) => port.postMessage(message);

const { dataDir, socketPath } = workerData as { dataDir: string; socketPath: string };
let db: PGlite;
let server: PGLiteSocketServer;
try {
  db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  // PGlite is one Postgres backend: the main thread's pool holds a single connection and queues
  // its queries (a transaction keeps that connection until it ends). The server admits a few, so a
  // connection the pool replaces may still be closing when the next one arrives.
  server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 4 });
  await server.start();
} catch (error) {
  post({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  throw error;
}

port.on('message', async (request: { op: 'close' }) => {
  if (request.op !== 'close') return;
  // A transaction its client left open was rolled back when its socket closed.
  await server.stop();
  await db.close();
  post({ kind: 'closed' });
});
post({ kind: 'ready' });
