import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { sessions } from '../../db/schema/auth.ts';
import { now } from '../../lib/clock.ts';
import { SESSION_CACHE_CHANNEL } from '../../plugins/session-cache.ts';
import { NOTIFICATIONS_CHANNEL } from './notifications.queries.ts';

/** One open notification stream (notifications.routes.ts). */
export interface NotificationStream {
  userId: string;
  /** The session it was opened with: the stream lives only as long as that session. */
  sessionToken: string;
  /** Something arrived for the user: send the list again. */
  poke(): void;
  /** A comment line, so proxies and the browser know the stream is alive. */
  keepAlive(): void;
  /** Ends the response; `retryAfterMs` asks the browser to wait that long before it reconnects. */
  end(retryAfterMs?: number): void;
}

export interface NotificationStreamOptions {
  /** Open streams one user may hold on one server process; opening one more closes their oldest. */
  perUser?: number;
  /** How often each stream gets a keep-alive and every stream's session is checked again. */
  heartbeatMs?: number;
}

export const STREAMS_PER_USER = 4;
const HEARTBEAT_MS = 25_000;
// A tab whose stream was closed for a newer one reconnects (and closes the next oldest) no sooner.
const EVICTED_RETRY_MS = 60_000;

/**
 * Open notification streams of this process, by user. A NOTIFY naming a user (from any process on
 * the same database) pokes that user's streams, which then read what is new.
 *
 * A stream ends with its session: every change to sessions or users announces itself on the session
 * cache's channel (migration 0008, from any process), and then the sessions of all open streams are
 * looked up again in one query; a stream whose session is gone (sign-out, revocation, deleted
 * account) or expired is ended. The heartbeat repeats that check, so an expiry, or a notification
 * lost with the LISTEN connection, ends a stream within one heartbeat.
 */
export function createNotificationHub(
  database: Database,
  log: FastifyBaseLogger,
  options: NotificationStreamOptions = {},
) {
  const perUser = options.perUser ?? STREAMS_PER_USER;
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  // Oldest first.
  const byUser = new Map<string, NotificationStream[]>();
  const stops: (() => Promise<void>)[] = [];
  let heartbeat: NodeJS.Timeout | null = null;
  let checking: Promise<void> | null = null;
  let checkAgain = false;

  const all = () => [...byUser.values()].flat();

  const remove = (stream: NotificationStream) => {
    const streams = byUser.get(stream.userId);
    if (!streams?.includes(stream)) return false;
    streams.splice(streams.indexOf(stream), 1);
    if (streams.length === 0) byUser.delete(stream.userId);
    return true;
  };

  const endStream = (stream: NotificationStream, retryAfterMs?: number) => {
    if (remove(stream)) stream.end(retryAfterMs);
  };

  async function endStreamsWithoutSession(): Promise<void> {
    const open = all();
    if (open.length === 0) return;
    const tokens = [...new Set(open.map((stream) => stream.sessionToken))];
    const rows = await database.db
      .select({ token: sessions.token, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(inArray(sessions.token, tokens));
    const at = now().getTime();
    const live = new Set(rows.filter((row) => row.expiresAt.getTime() > at).map((row) => row.token));
    for (const stream of open) if (!live.has(stream.sessionToken)) endStream(stream);
  }

  /** One check at a time; a request during one runs one more after it, so no change goes unseen. */
  function checkSessions(): Promise<void> {
    if (checking) {
      checkAgain = true;
      return checking;
    }
    checking = endStreamsWithoutSession()
      .catch((error: unknown) => log.warn({ err: error }, 'notification streams: session check failed'))
      .finally(() => {
        checking = null;
        if (checkAgain) {
          checkAgain = false;
          void checkSessions();
        }
      });
    return checking;
  }

  function endAll() {
    for (const stream of all()) endStream(stream);
  }

  return {
    async start() {
      stops.push(
        await database.listen(NOTIFICATIONS_CHANNEL, (userId) => {
          for (const stream of byUser.get(userId) ?? []) stream.poke();
        }),
        await database.listen(SESSION_CACHE_CHANNEL, () => void checkSessions()),
      );
      heartbeat = setInterval(() => {
        for (const stream of all()) stream.keepAlive();
        void checkSessions();
      }, heartbeatMs);
      heartbeat.unref();
    },
    /**
     * Adds an open stream, closing the user's oldest beyond `perUser`, and checks its session once
     * more: a sign-out committed while the stream was being opened announced itself too early for it.
     * Answers the function that forgets the stream when its connection closes.
     */
    add(stream: NotificationStream): () => void {
      const streams = byUser.get(stream.userId) ?? [];
      byUser.set(stream.userId, streams);
      streams.push(stream);
      for (const oldest of streams.slice(0, Math.max(0, streams.length - perUser))) endStream(oldest, EVICTED_RETRY_MS);
      void checkSessions();
      return () => void remove(stream);
    },
    /** Ends every stream: the server is shutting down (before it waits for open connections). */
    endAll,
    async close() {
      if (heartbeat) clearInterval(heartbeat);
      endAll();
      await checking;
      await Promise.all(stops.splice(0).map((stop) => stop()));
    },
  };
}

export type NotificationHub = ReturnType<typeof createNotificationHub>;
