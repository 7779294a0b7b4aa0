/** One stored answer: what a hit sends back instead of running the route. */
export interface CachedResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export interface ResponseCacheOptions {
  maxEntries: number;
  /** Bodies, keys and headers together; an answer larger than this is never stored. */
  maxBytes: number;
  /** Safety net for changes the app never hears of (a script writing to the database). */
  ttlMs: number;
  now?: () => number;
}

interface Entry extends CachedResponse {
  size: number;
  expiresAt: number;
}

/**
 * A bounded LRU of answers with a generation counter. `invalidate()` empties it and moves the
 * generation on; `set()` takes the generation read when the request began, so an answer computed
 * from data read before a write can never be stored after that write's invalidation.
 */
export function createResponseCache(options: ResponseCacheOptions) {
  const now = options.now ?? Date.now;
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recent first.
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let generation = 0;

  const remove = (key: string, entry: Entry) => {
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

    get(key: string): CachedResponse | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        remove(key, entry);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },

    /** Stores `response` unless the cache was invalidated since `startedAt` (a `generation`). */
    set(key: string, response: CachedResponse, startedAt: number): boolean {
      if (startedAt !== generation) return false;
      let size = key.length + response.body.length;
      for (const [name, value] of Object.entries(response.headers)) size += name.length + value.length;
      if (size > options.maxBytes) return false;
      const previous = entries.get(key);
      if (previous) remove(key, previous);
      entries.set(key, { ...response, size, expiresAt: now() + options.ttlMs });
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

export type ResponseCache = ReturnType<typeof createResponseCache>;
