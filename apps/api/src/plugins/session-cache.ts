import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { createBoundedCache } from '../lib/bounded-cache.ts';
import { type CacheSyncOptions, syncCache } from '../lib/database-cache-sync.ts';
import type { CachedSession } from './session-user.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sessionCache: SessionCache;
  }
}

/** Channel of migration 0008's triggers: a session or a user changed (sign-out, role, badge, …). */
export const SESSION_CACHE_CHANNEL = 'session_cache';

export interface SessionCacheOptions {
  /** How long a session's user may be served from memory at most; 0 switches the cache off. */
  ttlSeconds: number;
  maxEntries?: number;
  sync?: CacheSyncOptions;
}

export interface SessionCache {
  /** The user a Cookie header stood for, if known and still current; waits for a fence on PostgreSQL. */
  get(cookie: string): Promise<CachedSession | undefined>;
  /** Read before looking the session up; `set` refuses the answer if a change came since. */
  readonly generation: number;
  set(cookie: string, session: CachedSession, startedAt: number, sessionExpiresAt: Date): void;
  stats(): { hits: number; misses: number; entries: number };
}

/**
 * Remembers which user a Cookie header stands for, so a signed-in request skips better-auth's
 * lookup (a signature check and two queries: more work than a like itself). Kept current the way
 * the read cache is (lib/database-cache-sync.ts): triggers on sessions and users NOTIFY every process at
 * commit, and on PostgreSQL a hit first waits for a fence, so a hit is never older than a sign-out,
 * revocation, role or badge change answered before the request. Only sessions better-auth accepted
 * are stored, never longer than the session lives. See docs/decisions/034-session-cache.md.
 */
export function registerSessionCache(app: FastifyInstance, database: Database, options: SessionCacheOptions): void {
  const counts = { hits: 0, misses: 0 };
  if (options.ttlSeconds <= 0) {
    app.decorate('sessionCache', {
      get: async () => undefined,
      generation: 0,
      set: () => {},
      stats: () => ({ ...counts, entries: 0 }),
    } satisfies SessionCache);
    return;
  }
  const cache = createBoundedCache<CachedSession>({
    maxEntries: options.maxEntries ?? 10_000,
    // Keys are Cookie headers (a few hundred bytes); the users are small.
    maxBytes: 16 * 1024 * 1024,
    ttlMs: options.ttlSeconds * 1000,
    sizeOf: (key) => key.length + 512,
  });
  const { usable, current } = syncCache(app, database, cache, {
    ...options.sync,
    channel: SESSION_CACHE_CHANNEL,
  });

  app.decorate('sessionCache', {
    async get(cookie: string) {
      const user = await current(cookie);
      if (user) counts.hits += 1;
      else counts.misses += 1;
      return user;
    },
    get generation() {
      return cache.generation;
    },
    set(cookie: string, session: CachedSession, startedAt: number, sessionExpiresAt: Date) {
      if (usable()) cache.set(cookie, session, startedAt, sessionExpiresAt.getTime() - Date.now());
    },
    stats: () => ({ ...counts, entries: cache.stats().entries }),
  } satisfies SessionCache);
}
