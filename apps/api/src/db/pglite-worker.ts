import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  serializeError,
  type WorkerMessage,
  type WorkerQueryOptions,
  type WorkerRequest,
  type WorkerResults,
} from './pglite-protocol.ts';

/**
 * The worker side: owns the PGlite instance, whose WASM Postgres runs synchronously and would
 * otherwise stall the HTTP thread. It answers one message per request; PGlite's own locks keep
 * the order (a transaction holds the database until it ends, other queries wait for it).
 */

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread');
const post = (message: WorkerMessage) => port.postMessage(message);

interface OpenTransaction {
  tx: Transaction;
  end: (commit: boolean) => void;
  finished: Promise<void>;
}

const { dataDir } = workerData as { dataDir: string };
let client: PGlite;
try {
  client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
} catch (error) {
  post({ kind: 'failed', error: serializeError(error) });
  throw error;
}
const transactions = new Map<number, OpenTransaction>();
const unlisteners = new Map<string, () => Promise<void>>();
let nextTxId = 1;

port.on('message', async ({ id, request }: { id: number; request: WorkerRequest }) => {
  try {
    post({ kind: 'reply', id, value: await handle(request) });
  } catch (error) {
    post({ kind: 'error', id, error: serializeError(error) });
  }
});
post({ kind: 'ready' });

async function handle(request: WorkerRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const target = request.txId === undefined ? client : openTransaction(request.txId).tx;
      return toResults(await target.query(request.sql, request.params, queryOptions(request.options)));
    }
    case 'begin':
      return begin();
    case 'end': {
      const open = openTransaction(request.txId);
      open.end(request.commit);
      await open.finished;
      return null;
    }
    case 'listen':
      if (!unlisteners.has(request.channel)) {
        const channel = request.channel;
        unlisteners.set(channel, await client.listen(channel, (payload) => post({ kind: 'notify', channel, payload })));
      }
      return null;
    case 'unlisten':
      await unlisteners.get(request.channel)?.();
      unlisteners.delete(request.channel);
      return null;
    case 'close':
      // A transaction left open (its caller died) would keep PGlite's lock; end it so close can run.
      for (const open of transactions.values()) open.end(false);
      await Promise.allSettled([...transactions.values()].map((open) => open.finished));
      await client.close();
      return null; // the main thread then terminates this worker
  }
}

function openTransaction(txId: number): OpenTransaction {
  const open = transactions.get(txId);
  if (!open) throw new Error('Transaction is closed');
  return open;
}

/**
 * Starts a PGlite transaction and keeps it open until the main thread says commit or rollback.
 * Answers its id once BEGIN has run; until it ends, PGlite makes every other query wait.
 */
function begin(): Promise<number> {
  return new Promise((resolve, reject) => {
    const txId = nextTxId++;
    let end: (commit: boolean) => void = () => {};
    const decided = new Promise<boolean>((settle) => {
      end = settle;
    });
    const finished = client.transaction(async (tx) => {
      transactions.set(txId, { tx, end, finished });
      resolve(txId);
      if (!(await decided)) await tx.rollback();
    });
    finished.then(
      () => transactions.delete(txId),
      (error: unknown) => {
        transactions.delete(txId);
        reject(error); // BEGIN itself failed; later failures reach the caller of 'end' through `finished`
      },
    );
  });
}

function queryOptions({ rowMode, rawTypes = [] }: WorkerQueryOptions) {
  const asText = (value: string) => value;
  return { rowMode, parsers: Object.fromEntries(rawTypes.map((type) => [type, asText])) };
}

function toResults(result: WorkerResults): WorkerResults {
  return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
}
