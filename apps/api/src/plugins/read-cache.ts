import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { createResponseCache } from '../lib/response-cache.ts';
import { createReadCacheSync, type ReadCacheSyncOptions } from './read-cache-sync.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The GET answer is the same for every viewer and may be served from the read cache. */
    readCache?: boolean;
  }
}

export interface ReadCacheOptions {
  /** How long an answer may be served at most; 0 switches the cache off. */
  ttlSeconds: number;
  maxEntries?: number;
  maxBytes?: number;
  sync?: ReadCacheSyncOptions;
}

// What a hit must repeat; everything else (security headers, request id) the app adds to every answer.
const STORED_HEADERS = ['content-type', 'cache-control', 'x-next-cursor', 'x-total-count', 'link'];

/**
 * Answers repeated public reads (routes with `config.readCache`) from memory. The database tells
 * every process when what they show changes (read-cache-sync.ts), and a hit first waits for a fence
 * through the database, so it is never older than a write answered before it was asked.
 * See decisions.md, "Read cache".
 */
export function registerReadCache(app: FastifyInstance, database: Database, options: ReadCacheOptions): void {
  if (options.ttlSeconds <= 0) return;
  const cache = createResponseCache({
    maxEntries: options.maxEntries ?? 2000,
    maxBytes: options.maxBytes ?? 32 * 1024 * 1024,
    ttlMs: options.ttlSeconds * 1000,
  });
  const sync = createReadCacheSync(database, () => cache.invalidate(), app.log, options.sync);
  app.addHook('onReady', () => sync.start());
  app.addHook('onClose', () => sync.stop());
  // The generation a cacheable miss began at; its answer is stored only if no write came since.
  const startedAt = new WeakMap<FastifyRequest, number>();

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' || !request.routeOptions.config.readCache) return;
    if (cache.has(request.url) && sync.healthy) await sync.fence();
    const hit = sync.healthy ? cache.get(request.url) : undefined;
    if (hit) {
      reply.code(hit.status).headers(hit.headers).header('x-cache', 'hit');
      return reply.send(hit.body);
    }
    reply.header('x-cache', 'miss');
    if (sync.healthy) startedAt.set(request, cache.generation);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const generation = startedAt.get(request);
    if (generation !== undefined && reply.statusCode === 200 && typeof payload === 'string') {
      cache.set(request.url, { status: 200, headers: storedHeaders(reply), body: Buffer.from(payload) }, generation);
    }
    return payload;
  });
}

function storedHeaders(reply: FastifyReply): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of STORED_HEADERS) {
    const value = reply.getHeader(name);
    if (value !== undefined) headers[name] = String(value);
  }
  return headers;
}
