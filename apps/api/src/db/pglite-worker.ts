import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, parse, protocol, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { serializeError, type WorkerMessage, type WorkerRequest, type WorkerResults } from './pglite-protocol.ts';

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
      if (request.txId === undefined) {
        return client._runExclusiveTransaction(() => client._runExclusiveQuery(() => runQuery(request, true)));
      }
      openTransaction(request.txId);
      return client._runExclusiveQuery(() => runQuery(request, false));
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

/**
 * One query as one call into Postgres: Parse, Bind, Describe, Execute and Sync in a single message,
 * the way node-postgres sends them over the wire. PGlite's own `query()` makes six calls (it first
 * asks Postgres for the parameter types), each with its own overhead, which made a simple read
 * three times slower (docs/decisions/035-pglite-queries-in-one-call.md). Parameters go as text of
 * unspecified type, so Postgres infers them from the statement, as it does for node-postgres; the
 * answer is parsed by PGlite's own parser, so rows come back exactly as `query()` gave them.
 */
async function runQuery(request: Extract<WorkerRequest, { op: 'query' }>, outsideTransaction: boolean) {
  const { serialize } = protocol;
  const message = Buffer.concat([
    serialize.parse({ text: request.sql, types: [] }),
    serialize.bind({ values: request.params.map(toParameter) }),
    serialize.describe({ type: 'P' }),
    serialize.execute({}),
    serialize.sync(),
  ]);
  const { messages } = await client.execProtocol(message, { syncToFs: outsideTransaction });
  const { rowMode, rawTypes = [] } = request.options;
  const [result] = parse.parseResults(messages, parsersFor(rawTypes), { rowMode });
  return toResults(result ?? { rows: [], fields: [], affectedRows: 0 });
}

/** A parameter as Postgres reads it in text form (what PGlite's serializers and node-postgres send). */
function toParameter(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString('hex')}`;
  if (Array.isArray(value)) return arrayLiteral(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function arrayLiteral(values: unknown[]): string {
  const items = values.map((value) => {
    if (value === null || value === undefined) return 'NULL';
    if (Array.isArray(value)) return arrayLiteral(value);
    return `"${String(toParameter(value)).replace(/[\\"]/g, (c) => `\\${c}`)}"`;
  });
  return `{${items.join(',')}}`;
}

type Parsers = typeof client.parsers;
const parserSets = new Map<string, Parsers>();
let parserBase: Parsers | null = null;
const asText = (value: string) => value;

/**
 * PGlite's parsers with the types the caller wants as text (Drizzle parses those itself). Built once
 * per set of types: handing PGlite extra parsers per query made it copy its whole parser table for
 * every query (the meals list went from 926 to 1,210 req/s without it).
 */
function parsersFor(rawTypes: number[]): Parsers {
  if (rawTypes.length === 0) return client.parsers;
  if (parserBase !== client.parsers) {
    parserSets.clear();
    parserBase = client.parsers;
  }
  const key = rawTypes.join(',');
  let parsers = parserSets.get(key);
  if (!parsers) {
    parsers = { ...client.parsers, ...Object.fromEntries(rawTypes.map((type) => [type, asText])) };
    parserSets.set(key, parsers);
  }
  return parsers;
}

function toResults(result: WorkerResults): WorkerResults {
  return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
}
