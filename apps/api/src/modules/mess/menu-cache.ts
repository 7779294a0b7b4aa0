import type { MenuItem, MessSettings } from '@hostel/contract/mess';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { createBoundedCache } from '../../lib/bounded-cache.ts';
import { now } from '../../lib/clock.ts';
import { syncCache } from '../../lib/database-cache-sync.ts';
import { menuItems } from './menu.queries.ts';
import { readSharedMenu } from './menu-page.queries.ts';
import { type RuleBook, rulesAt } from './rule-book.ts';

/** Channel of the menu cache's triggers (menu entries, the meals they show, the hostel's rules). */
export const MENU_CACHE_CHANNEL = 'menu_cache';

/** The week's menu as every reader sees it: the rules, and the slots up to a last visible date. */
export interface SharedWeek {
  /** The rules in force now (worked out at each read: a cached week may outlive a day). */
  readonly settings: MessSettings;
  book: RuleBook;
  /** How many menu rows it holds (what its memory grows with). */
  rows: number;
  /** The slots of `from`–`to` (the reader's last visible date), without the reader's own state. */
  items(to: string): MenuItem[];
}

export interface MenuCache {
  get(firstDate: string, lastDate: string): Promise<SharedWeek>;
}

/**
 * Keeps what `GET /api/menu` shows every student alike (the rules, the menu's rows and the slots
 * made of them) in memory, per asked range, until a write changes it: the database tells every
 * process at commit (migration 0023's triggers on menu entries, on the meals' shown columns and on
 * the rules), and on PostgreSQL a hit first waits for a fence, as the read cache does
 * (lib/database-cache-sync.ts). Each reader's cover and choices are never kept: they are read at
 * every request, so a change of plan or attendance shows at once. Off when the read cache is
 * (READ_CACHE_TTL_SECONDS=0). See decision 103.
 */
export function createMenuCache(app: FastifyInstance, database: Database, options: { ttlSeconds: number }): MenuCache {
  const read = async (firstDate: string, lastDate: string) =>
    sharedWeek(firstDate, await readSharedMenu(database.db, { firstDate, lastDate }));
  if (options.ttlSeconds <= 0) return { get: read };
  const cache = createBoundedCache<SharedWeek>({
    maxEntries: 500,
    maxBytes: 16 * 1024 * 1024,
    ttlMs: options.ttlSeconds * 1000,
    // A row is ~250 bytes as parsed JSON, and about as much again in the slots made of it.
    sizeOf: (key, week) => key.length + 1024 + week.rows * 600,
  });
  const { usable, current } = syncCache(app, database, cache, { channel: MENU_CACHE_CHANNEL });
  return {
    async get(firstDate, lastDate) {
      const key = `${firstDate}/${lastDate}`;
      const hit = await current(key);
      if (hit) return hit;
      const startedAt = cache.generation;
      const week = await read(firstDate, lastDate);
      if (usable()) cache.set(key, week, startedAt);
      return week;
    },
  };
}

/** The slots are made once per last visible date (they convert every slot's hours to instants). */
function sharedWeek(from: string, { book, rows }: Awaited<ReturnType<typeof readSharedMenu>>): SharedWeek {
  const byLastDate = new Map<string, MenuItem[]>();
  return {
    get settings() {
      return rulesAt(book, now()).rules;
    },
    book,
    rows: rows.length,
    items(to) {
      let items = byLastDate.get(to);
      if (!items) {
        items =
          from <= to
            ? menuItems(
                book,
                from,
                to,
                rows.filter((r) => r.date <= to),
              )
            : [];
        byLastDate.set(to, items);
      }
      return items;
    },
  };
}
