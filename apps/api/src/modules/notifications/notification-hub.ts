import type { Database } from '../../db/client.ts';
import { NOTIFICATIONS_CHANNEL } from './notifications.queries.ts';

type Listener = () => void;

/**
 * Open notification streams of this process, by user. A NOTIFY naming a user (from any process on
 * the same database) pokes that user's streams, which then read what is new.
 */
export function createNotificationHub(database: Database) {
  const listeners = new Map<string, Set<Listener>>();
  let stop: (() => Promise<void>) | null = null;
  return {
    async start() {
      stop = await database.listen(NOTIFICATIONS_CHANNEL, (userId) => {
        for (const listener of listeners.get(userId) ?? []) listener();
      });
    },
    subscribe(userId: string, listener: Listener): () => void {
      const set = listeners.get(userId) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(userId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },
    async close() {
      await stop?.();
    },
  };
}

export type NotificationHub = ReturnType<typeof createNotificationHub>;
