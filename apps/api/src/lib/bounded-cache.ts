/** One stored answer: what a hit sends back instead of running the route. */
export interface CachedResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export interface BoundedCacheOptions<V> {
  maxEntries: number;
  /** All entries together, as `sizeOf` counts them; an entry larger than this is never stored. */
  maxBytes: number;
  /** Safety net for changes the app never hears of (a script writing to the database). */
  ttlMs: number;
  sizeOf(key: string, value: V): number;
  now?: () => number;
}

interface Entry<V> {
  value: V;
  size: number;
  expiresAt: number;
}

/**
 * A bounded LRU with a generation counter. `invalidate()` empties it and moves the generation on;
 * `set()` takes the generation read when the request began, so a value computed from data read
 * before a write can never be stored after that write's invalidation.
 */
export function createBoundedCache<V>(options: BoundedCacheOptions<V>) {
  const now = options.now ?? Date.now;
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recent first.
  const entries = new Map<string, Entry<V>>();
  let bytes = 0;
  let generation = 0;

  const remove = (key: string, entry: Entry<V>) => {
    entries.delete(key);
    bytes -= entry.size;
  };

  return {
    /** Moves on at every invalidation. */
    get generation() {
      return generation;
    },

    has(key: string): boolean {
      const entry = entries.get(key);
      return entry !== undefined && entry.expiresAt > now();
    },

    get(key: string): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        remove(key, entry);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },

    /**
     * Stores `value` unless the cache was invalidated since `startedAt` (a `generation`), for the
     * cache's TTL or `ttlMs` if that is shorter.
     */
    set(key: string, value: V, startedAt: number, ttlMs = options.ttlMs): boolean {
      if (startedAt !== generation || ttlMs <= 0) return false;
      const size = options.sizeOf(key, value);
      if (size > options.maxBytes) return false;
      const previous = entries.get(key);
      if (previous) remove(key, previous);
      entries.set(key, { value, size, expiresAt: now() + Math.min(ttlMs, options.ttlMs) });
      bytes += size;
      for (const [oldKey, oldest] of entries) {
        if (entries.size <= options.maxEntries && bytes <= options.maxBytes) break;
        remove(oldKey, oldest);
      }
      return true;
    },

    invalidate(): void {
      generation += 1;
      entries.clear();
      bytes = 0;
    },

    stats() {
      return { entries: entries.size, bytes, generation };
    },
  };
}

export type BoundedCache<V> = ReturnType<typeof createBoundedCache<V>>;

/** Answers, counted by their keys, bodies and headers. */
export function createResponseCache(options: Omit<BoundedCacheOptions<CachedResponse>, 'sizeOf'>) {
  return createBoundedCache<CachedResponse>({
    ...options,
    sizeOf: (key, response) => {
      let size = key.length + response.body.length;
      for (const [name, value] of Object.entries(response.headers)) size += name.length + value.length;
      return size;
    },
  });
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
