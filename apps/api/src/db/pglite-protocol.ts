/**
 * What the main thread and the PGlite worker say to each other. Everything here crosses a
 * MessagePort, so it must survive structured clone: no functions (PGlite's per-query parsers are
 * sent as the list of type ids to leave as text; the main thread runs the parser functions).
 */

export interface WorkerQueryOptions {
  rowMode?: 'array' | 'object';
  /** Type ids whose values the worker answers as PostgreSQL's text, unparsed. */
  rawTypes?: number[];
}

export type WorkerRequest =
  | { op: 'query'; sql: string; params: unknown[]; options: WorkerQueryOptions; txId?: number }
  | { op: 'begin' }
  | { op: 'end'; txId: number; commit: boolean }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; channel: string }
  | { op: 'close' };

export interface WorkerResults {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

export type WorkerMessage =
  | { kind: 'ready' }
  | { kind: 'failed'; error: SerializedError }
  | { kind: 'reply'; id: number; value: unknown }
  | { kind: 'error'; id: number; error: SerializedError }
  | { kind: 'notify'; channel: string; payload: string };

/** An error's own plain fields: Postgres's `code`, `detail`, `constraint`… keep their meaning across. */
export type SerializedError = Record<string, string | number | boolean>;

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { message: String(error) };
  const out: SerializedError = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') out[key] = value;
  }
  return out;
}

/** A main-thread Error carrying the worker's fields, so callers see what an in-process PGlite threw. */
export function deserializeError(fields: SerializedError): Error {
  const { message, name, ...rest } = fields;
  const error = new Error(String(message));
  if (typeof name === 'string') error.name = name;
  return Object.assign(error, rest);
}
