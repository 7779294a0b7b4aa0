import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { type CachedResponse, createResponseCache } from '../lib/bounded-cache.ts';
import { type CacheSyncOptions, syncCache } from '../lib/database-cache-sync.ts';

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
  sync?: CacheSyncOptions;
}

// Made afresh for every answer, or by Node itself.
const PER_ANSWER = new Set(['x-request-id', 'x-cache', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * Answers repeated public reads (routes with `config.readCache`) from memory. The database tells
 * every process when what they show changes (lib/database-cache-sync.ts); on PostgreSQL a hit first waits
 * for a fence through the database. Either way a hit is never older than a write answered before
 * it was asked.
 *
 * A hit is answered from the first onRequest hook, inside Fastify's request path: it gets its own
 * request id, the security headers and every other onSend header a miss gets, and is logged and
 * counted in the metrics like any answer. See docs/decisions/028-read-cache.md.
 */
export function registerReadCache(app: FastifyInstance, database: Database, options: ReadCacheOptions): void {
  if (options.ttlSeconds <= 0) return;
  const cache = createResponseCache({
    maxEntries: options.maxEntries ?? 2000,
    maxBytes: options.maxBytes ?? 32 * 1024 * 1024,
    ttlMs: options.ttlSeconds * 1000,
  });
  const { usable, needsFence, current: lookup } = syncCache(app, database, cache, options.sync);

  // The generation a cacheable miss began at, and its body: stored once sent, if no change came since.
  const misses = new WeakMap<FastifyRequest, { generation: number; body?: string }>();

  const sendHit = (reply: FastifyReply, hit: CachedResponse) =>
    reply.code(hit.status).headers(hit.headers).header('x-cache', 'hit').send(hit.body);
  const startMiss = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('x-cache', 'miss');
    if (usable()) misses.set(request, { generation: cache.generation });
  };

  // A callback hook, not an async one: a hit that needs no fence (PGlite) is answered without a
  // promise in between.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' || !request.routeOptions.config.readCache) return done();
    if (!needsFence) {
      const hit = usable() ? cache.get(request.url) : undefined;
      if (hit) return void sendHit(reply, hit);
      startMiss(request, reply);
      return done();
    }
    lookup(request.url).then(
      (hit) => {
        if (hit) return void sendHit(reply, hit);
        startMiss(request, reply);
        done();
      },
      (error: Error) => done(error),
    );
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const miss = misses.get(request);
    if (miss && reply.statusCode === 200 && typeof payload === 'string') miss.body = payload;
    done(null, payload);
  });

  // After sending, every onSend hook has set its headers: the stored answer repeats them all.
  app.addHook('onResponse', (request, reply, done) => {
    const miss = misses.get(request);
    if (miss?.body === undefined || reply.statusCode !== 200 || reply.hasHeader('set-cookie')) return done();
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined && !PER_ANSWER.has(name)) headers[name] = String(value);
    }
    cache.set(request.url, { status: 200, headers, body: Buffer.from(miss.body) }, miss.generation);
    done();
  });
}
