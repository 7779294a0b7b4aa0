import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import type { BoundedCache } from './bounded-cache.ts';

/** Channel of migration 0005's triggers: a payload `changed` at every commit touching public answers. */
export const READ_CACHE_CHANNEL = 'read_cache';

export interface CacheSyncOptions {
  /** The NOTIFY channel whose `changed` empties this cache. */
  channel?: string;
  /** How often an idle process checks that its LISTEN connection still hears it. */
  heartbeatMs?: number;
  /** A fence not heard back within this long means the LISTEN connection is down. */
  deadlineMs?: number;
  /** Hears every other payload on the channel (the stored-image cache: the name of a removed image). */
  onNotice?: (payload: string) => void;
}

/**
 * PGlite sends a commit's notifications on its one connection inside the committing query's own
 * answer, so its writers have emptied the cache by the time they answer: no fence is needed, and
 * there is no separate LISTEN connection to drop (db/client.ts). Checked by read-cache.test.ts.
 */
const needsFences = (database: Database) => database.kind === 'postgres';

interface Fence {
  sentAt: number;
  /** Sent before trouble was noticed: its answer proves nothing. */
  suspect: boolean;
  resolvers: (() => void)[];
}

/**
 * Keeps this process's cache in step with the database, whoever writes to it.
 *
 * - Every commit that changes what the cache holds sends `changed` (database triggers, at commit);
 *   hearing it empties the cache.
 * - `fence()` resolves once a round trip on the LISTEN connection sent after the call has answered
 *   (`listenerRoundTrip`, db/client.ts): by then every write committed before the call (any write
 *   whose answer its reader could have seen) has emptied the cache, so a hit served after a fence
 *   is never older than that. One fence is in flight at a time; callers arriving meanwhile share the
 *   next one (decision 39).
 * - A fence that fails or does not answer within `deadlineMs`, or one that answered on a new LISTEN
 *   connection (it dropped and came back), means notifications may have been lost: the cache is
 *   emptied, and `healthy` stays false until a fence sent later answers. An idle process sends one
 *   every `heartbeatMs`, so a drop is noticed without traffic too.
 * - On PGlite there is nothing to wait for (`needsFence` false).
 */
export function createDatabaseCacheSync(
  database: Database,
  invalidate: () => void,
  log: FastifyBaseLogger,
  options: CacheSyncOptions = {},
) {
  const channel = options.channel ?? READ_CACHE_CHANNEL;
  const heartbeatMs = options.heartbeatMs ?? 500;
  const deadlineMs = options.deadlineMs ?? 1500;
  let healthy = false;
  // The LISTEN connection the last fence answered on.
  let connection: number | null = null;
  let inFlight: Fence | null = null;
  let waiting: (() => void)[] | null = null;
  let lastSentAt = 0;
  let stopListening: (() => Promise<void>) | null = null;
  let timer: NodeJS.Timeout | null = null;

  const release = (fence: Fence) => {
    const { resolvers } = fence;
    fence.resolvers = [];
    for (const resolve of resolvers) resolve();
  };

  const markLost = (reason: string) => {
    if (healthy) log.warn({ reason }, 'read cache: database notifications may be lost; bypassing the cache');
    healthy = false;
    invalidate();
    if (inFlight) {
      inFlight.suspect = true;
      release(inFlight);
    }
  };

  const onAnswered = (fence: Fence, answeredOn: number) => {
    if (fence.suspect) return;
    const reconnected = connection !== null && answeredOn !== connection;
    connection = answeredOn;
    // Notifications committed while unhealthy or while the connection was down were never delivered.
    if (!healthy || reconnected) invalidate();
    healthy = true;
    release(fence);
  };

  const send = () => {
    if (inFlight || !waiting) return;
    lastSentAt = Date.now();
    const fence: Fence = { sentAt: lastSentAt, suspect: false, resolvers: waiting };
    inFlight = fence;
    waiting = null;
    roundTrip()
      .then(
        (answeredOn) => onAnswered(fence, answeredOn),
        (error: Error) => {
          if (!fence.suspect) markLost(`fence failed: ${error.message}`);
        },
      )
      .finally(() => {
        inFlight = null;
        send();
      });
  };

  const requestFence = (resolver?: () => void) => {
    waiting ??= [];
    if (resolver) waiting.push(resolver);
    send();
  };

  const tick = () => {
    const now = Date.now();
    if (inFlight && !inFlight.suspect && now - inFlight.sentAt > deadlineMs) return markLost('fence not heard back');
    if (now - lastSentAt >= heartbeatMs) requestFence();
  };

  const onPayload = (payload: string) => {
    if (payload === 'changed') invalidate();
    else options.onNotice?.(payload);
  };

  const fencing = needsFences(database);
  const roundTrip = () =>
    database.listenerRoundTrip ? database.listenerRoundTrip() : Promise.reject(new Error('No LISTEN connection'));

  return {
    /** Whether a hit must wait for `fence()`. */
    needsFence: fencing,
    /** False while notifications may be missed: the cache must then neither answer nor store. */
    get healthy() {
      return healthy;
    },
    async start() {
      stopListening = await database.listen(channel, onPayload);
      if (!fencing) {
        healthy = true;
        return;
      }
      timer = setInterval(tick, heartbeatMs);
      timer.unref();
      await new Promise<void>((resolve) => requestFence(resolve));
    },
    fence(): Promise<void> {
      return new Promise((resolve) => requestFence(resolve));
    },
    async stop() {
      if (timer) clearInterval(timer);
      healthy = false;
      if (inFlight) release(inFlight);
      for (const resolve of waiting ?? []) resolve();
      waiting = null;
      await stopListening?.();
    },
  };
}

export type DatabaseCacheSync = ReturnType<typeof createDatabaseCacheSync>;

/**
 * A cache kept in step with the database by its own sync, for the app's lifetime: usable from
 * onReady until shutdown begins (so Fastify answers and closes the remaining keep-alive requests
 * itself), and `current(key)` answers a stored value only once a fence (PostgreSQL) has made sure
 * it is still current. Used by the read cache and the session cache.
 */
export function syncCache<V>(
  app: FastifyInstance,
  database: Database,
  cache: BoundedCache<V>,
  options: CacheSyncOptions = {},
) {
  const sync = createDatabaseCacheSync(database, () => cache.invalidate(), app.log, options);
  let open = false;
  app.addHook('onReady', async () => {
    await sync.start();
    open = true;
  });
  app.addHook('preClose', async () => {
    open = false;
  });
  app.addHook('onClose', () => sync.stop());
  const usable = () => open && sync.healthy;
  return {
    usable,
    /** Whether `current` waits for a fence; without one a hit may be taken from the cache at once. */
    needsFence: sync.needsFence,
    async current(key: string): Promise<V | undefined> {
      if (!usable() || !cache.has(key)) return undefined;
      if (sync.needsFence) await sync.fence();
      return usable() ? cache.get(key) : undefined;
    },
  };
}
