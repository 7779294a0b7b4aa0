import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { type CachedResponse, createResponseCache } from '../lib/response-cache.ts';
import { type ReadCacheSyncOptions, syncCache } from './read-cache-sync.ts';

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

// Made afresh for every answer, or by Node itself.
const PER_ANSWER = new Set(['x-request-id', 'x-cache', 'content-length', 'date', 'connection', 'keep-alive']);

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Answers repeated public reads (routes with `config.readCache`) from memory. The database tells
 * every process when what they show changes (read-cache-sync.ts); on PostgreSQL a hit first waits
 * for a fence through the database. Either way a hit is never older than a write answered before
 * it was asked.
 *
 * A hit is answered from Node's request event, before Fastify routes it: it sends the headers the
 * stored answer went out with (security headers included) and a new request id, and is neither
 * logged nor counted in the request metrics, which would cost more than the answer itself.
 * See decisions.md, "Read cache".
 */
export function registerReadCache(app: FastifyInstance, database: Database, options: ReadCacheOptions): void {
  if (options.ttlSeconds <= 0) return;
  const cache = createResponseCache({
    maxEntries: options.maxEntries ?? 2000,
    maxBytes: options.maxBytes ?? 32 * 1024 * 1024,
    ttlMs: options.ttlSeconds * 1000,
  });
  const { usable, needsFence, current: lookup } = syncCache(app, database, cache, options.sync);

  answerHitsBeforeFastify(app, (req, res, passOn) => {
    const url = req.url;
    if (req.method !== 'GET' || url === undefined || !usable() || !cache.has(url)) return passOn();
    if (needsFence) return void lookup(url).then((hit) => (hit ? sendHit(res, hit) : passOn()), passOn);
    const hit = cache.get(url);
    return hit ? sendHit(res, hit) : passOn();
  });

  // The generation a cacheable miss began at, and its body: stored once sent, if no change came since.
  const misses = new WeakMap<FastifyRequest, { generation: number; body?: string }>();

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' || !request.routeOptions.config.readCache) return;
    // Requests that reached Fastify without the fast path (inject, or a change just emptied it).
    const hit = await lookup(request.url);
    if (hit) {
      reply.code(hit.status).headers(hit.headers).header('x-cache', 'hit');
      return reply.send(hit.body);
    }
    reply.header('x-cache', 'miss');
    if (usable()) misses.set(request, { generation: cache.generation });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const miss = misses.get(request);
    if (miss && reply.statusCode === 200 && typeof payload === 'string') miss.body = payload;
    return payload;
  });

  // After sending, every onSend hook has set its headers: the stored answer repeats them all.
  app.addHook('onResponse', async (request, reply) => {
    const miss = misses.get(request);
    if (miss?.body === undefined || reply.statusCode !== 200 || reply.hasHeader('set-cookie')) return;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined && !PER_ANSWER.has(name)) headers[name] = String(value);
    }
    cache.set(request.url, { status: 200, headers, body: Buffer.from(miss.body) }, miss.generation);
  });
}

/** Puts `handle` in front of Fastify on the server's request event; `passOn` gives a request to Fastify. */
function answerHitsBeforeFastify(
  app: FastifyInstance,
  handle: (req: IncomingMessage, res: ServerResponse, passOn: () => void) => void,
) {
  const server = app.server;
  const fastify = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) =>
    handle(req, res, () => {
      for (const listener of fastify) listener.call(server, req, res);
    }),
  );
}

function sendHit(res: ServerResponse, hit: CachedResponse) {
  res.writeHead(hit.status, {
    ...hit.headers,
    'x-request-id': crypto.randomUUID(),
    'x-cache': 'hit',
    'content-length': hit.body.length,
  });
  res.end(hit.body);
}
