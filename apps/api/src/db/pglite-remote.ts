import { Worker } from 'node:worker_threads';
import { deserializeError, type WorkerMessage, type WorkerRequest, type WorkerResults } from './pglite-protocol.ts';

type Parser = (value: string, typeId: number) => unknown;

/** The slice of PGlite's query options drizzle's PGlite session passes. */
export interface RemoteQueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, Parser>;
}

export interface RemoteQueryable {
  query(sql: string, params?: unknown[], options?: RemoteQueryOptions): Promise<WorkerResults>;
}

interface PendingCall {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

const WORKER_ENTRY = new URL('./pglite-worker-entry.mjs', import.meta.url);

/**
 * PGlite running in a worker thread, seen from the main thread through the part of PGlite's client
 * API that drizzle's PGlite driver calls (`query`, `transaction`), plus `listen`. The main thread
 * only posts messages, so a slow query no longer stalls every other request.
 */
export class PgliteRemote implements RemoteQueryable {
  private readonly pending = new Map<number, PendingCall>();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private nextId = 1;
  /** Set once the worker is gone (closed or crashed): every later call fails with it. */
  private gone: Error | null = null;
  /** Settles when the worker has opened the database, or failed to. */
  private readonly opening: Promise<void>;
  private opened: { resolve: () => void; reject: (error: Error) => void } | null = null;

  private constructor(private readonly worker: Worker) {
    this.opening = new Promise((resolve, reject) => {
      this.opened = { resolve, reject };
    });
    worker.on('message', (message: WorkerMessage) => this.receive(message));
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', (code) => this.fail(new Error(`The database worker stopped (exit code ${code}).`)));
  }

  static async start(dataDir: string): Promise<PgliteRemote> {
    const remote = new PgliteRemote(new Worker(WORKER_ENTRY, { workerData: { dataDir } }));
    try {
      await remote.opening;
    } catch (error) {
      await remote.worker.terminate();
      throw error;
    }
    // Idle, the worker must not keep the process alive (an in-process PGlite did not either);
    // while a call is pending it must, or a script awaiting its last query would exit midway.
    remote.worker.unref();
    return remote;
  }

  query(sql: string, params: unknown[] = [], options: RemoteQueryOptions = {}): Promise<WorkerResults> {
    return this.runQuery(sql, params, options);
  }

  /**
   * Runs `callback` in one transaction: the worker holds PGlite for it until it settles (other
   * queries wait), commits when it resolves and rolls back when it throws.
   */
  async transaction<T>(callback: (tx: RemoteQueryable) => Promise<T>): Promise<T> {
    const txId = (await this.call({ op: 'begin' })) as number;
    const tx: RemoteQueryable = {
      query: (sql, params = [], options = {}) => this.runQuery(sql, params, options, txId),
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      // The callback's error is the one that matters; a failed ROLLBACK must not replace it.
      await this.call({ op: 'end', txId, commit: false }).catch(() => {});
      throw error;
    }
    await this.call({ op: 'end', txId, commit: true });
    return result;
  }

  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
      await this.call({ op: 'listen', channel }).catch((error: unknown) => {
        this.listeners.delete(channel); // so the next listen asks the worker again
        throw error;
      });
    }
    set.add(onPayload);
    return async () => {
      set.delete(onPayload);
      if (set.size > 0 || this.listeners.get(channel) !== set) return;
      this.listeners.delete(channel);
      if (!this.gone) await this.call({ op: 'unlisten', channel });
    };
  }

  /** Calls on their way or waiting in the worker (PGlite runs one at a time). */
  get inFlight(): number {
    return this.pending.size;
  }

  async close(): Promise<void> {
    if (this.gone) return;
    try {
      await this.call({ op: 'close' });
    } finally {
      this.gone = new Error('The database is closed.');
      await this.worker.terminate();
    }
  }

  private async runQuery(sql: string, params: unknown[], options: RemoteQueryOptions, txId?: number) {
    const { rowMode, parsers = {} } = options;
    const rawTypes = Object.keys(parsers).map(Number);
    const request: WorkerRequest = { op: 'query', sql, params, options: { rowMode, rawTypes }, txId };
    const result = (await this.call(request)) as WorkerResults;
    if (rawTypes.length > 0) applyParsers(result, rowMode === 'array', parsers);
    return result;
  }

  private call(request: WorkerRequest): Promise<unknown> {
    if (this.gone) return Promise.reject(this.gone);
    const id = this.nextId++;
    if (this.pending.size === 0) this.worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, request });
    });
  }

  private receive(message: WorkerMessage) {
    if (message.kind === 'ready') {
      this.opened?.resolve();
    } else if (message.kind === 'failed') {
      this.opened?.reject(deserializeError(message.error));
    } else if (message.kind === 'notify') {
      for (const onPayload of this.listeners.get(message.channel) ?? []) onPayload(message.payload);
    } else if (message.kind === 'reply') {
      this.take(message.id)?.resolve(message.value);
    } else {
      this.take(message.id)?.reject(deserializeError(message.error));
    }
  }

  private take(id: number): PendingCall | undefined {
    const call = this.pending.get(id);
    this.pending.delete(id);
    if (this.pending.size === 0) this.worker.unref();
    return call;
  }

  private fail(error: Error) {
    this.opened?.reject(error);
    this.gone ??= error;
    for (const call of this.pending.values()) call.reject(this.gone);
    this.pending.clear();
  }
}

/** Runs the caller's parsers on the columns the worker left as text, as PGlite would have in-process. */
function applyParsers(result: WorkerResults, arrayRows: boolean, parsers: Record<number, Parser>) {
  const columns = result.fields.flatMap((field, index) => {
    const parse = parsers[field.dataTypeID];
    return parse ? [{ key: arrayRows ? index : field.name, parse, type: field.dataTypeID }] : [];
  });
  if (columns.length === 0) return;
  for (const row of result.rows as Record<string | number, unknown>[]) {
    for (const { key, parse, type } of columns) {
      const value = row[key];
      if (value !== null && value !== undefined) row[key] = parse(value as string, type);
    }
  }
}
