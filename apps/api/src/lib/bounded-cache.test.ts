import { describe, expect, it } from 'vitest';
import { type CachedResponse, createResponseCache } from './bounded-cache.ts';

const answer = (text: string): CachedResponse => ({
  status: 200,
  headers: { 'content-type': 'application/json' },
  body: Buffer.from(text),
});

function cacheAt(clock: { now: number }, limits: { maxEntries?: number; maxBytes?: number } = {}) {
  return createResponseCache({
    maxEntries: limits.maxEntries ?? 100,
    maxBytes: limits.maxBytes ?? 1_000_000,
    ttlMs: 1000,
    now: () => clock.now,
  });
}

describe('response cache', () => {
  it('refuses an answer computed before an invalidation', () => {
    const cache = cacheAt({ now: 0 });
    const began = cache.generation;
    cache.invalidate();
    expect(cache.set('/a', answer('old'), began)).toBe(false);
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.set('/a', answer('new'), cache.generation)).toBe(true);
    expect(cache.get('/a')?.body.toString()).toBe('new');
  });

  it('forgets answers after the TTL', () => {
    const clock = { now: 0 };
    const cache = cacheAt(clock);
    cache.set('/a', answer('x'), cache.generation);
    clock.now = 999;
    expect(cache.has('/a')).toBe(true);
    clock.now = 1000;
    expect(cache.has('/a')).toBe(false);
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it('evicts the least recently used beyond its entry and byte limits', () => {
    const cache = cacheAt({ now: 0 }, { maxEntries: 2 });
    cache.set('/a', answer('a'), 0);
    cache.set('/b', answer('b'), 0);
    cache.get('/a');
    cache.set('/c', answer('c'), 0);
    expect([cache.has('/a'), cache.has('/b'), cache.has('/c')]).toEqual([true, false, true]);

    const small = cacheAt({ now: 0 }, { maxBytes: 200 });
    for (const key of ['/1', '/2', '/3']) small.set(key, answer('x'.repeat(50)), 0);
    expect(small.has('/1')).toBe(false);
    expect(small.stats().bytes).toBeLessThanOrEqual(200);
    expect(small.set('/huge', answer('x'.repeat(500)), 0)).toBe(false);
  });

  it('replaces an entry under the same key without counting it twice', () => {
    const cache = cacheAt({ now: 0 });
    cache.set('/a', answer('first'), 0);
    const before = cache.stats().bytes;
    cache.set('/a', answer('again'), 0);
    expect(cache.stats()).toMatchObject({ entries: 1, bytes: before });
  });
});
