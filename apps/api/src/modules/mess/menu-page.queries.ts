import type { MessSettings } from '@hostel/contract/mess';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { messSettings } from '../../db/schema/mess.ts';
import type { MenuRow } from './menu.queries.ts';
import { toSettings } from './mess-settings.queries.ts';

const menuJson = sql<MenuRow[]>`(
  select coalesce(json_agg(json_build_object('date', e.date::text, 'slot', e.slot, 'id', m.id, 'title', m.title,
    'image', m.image, 'category', m.category, 'price', m.price::text) order by e.date, e.slot, e.position), '[]')
  from menu_entries e join meals m on m.id = e.meal_id
  where e.date between ${sql.placeholder('firstDate')} and ${sql.placeholder('lastDate')})`;

/**
 * What `GET /api/menu` shows every reader alike, in one prepared statement: the hostel's rules and
 * the menu's rows. The reader's own cover and choices are read apart (`myMenuState`), at every
 * request; this part is kept by the menu cache (menu-cache.ts).
 */
function statement(db: Db) {
  return preparedOnce(db, 'menu_shared', () =>
    db
      .select({ settings: messSettings, menu: menuJson })
      .from(messSettings)
      .where(eq(messSettings.id, 1))
      .prepare('menu_shared'),
  );
}

export interface SharedMenu {
  settings: MessSettings;
  rows: MenuRow[];
}

/** The hostel's rules and the menu of dates `firstDate`–`lastDate`. */
export async function readSharedMenu(db: Db, p: { firstDate: string; lastDate: string }): Promise<SharedMenu> {
  const [row] = await statement(db).execute({ firstDate: p.firstDate, lastDate: p.lastDate });
  if (!row) throw new Error('mess_settings has no row: migration 0016 writes it');
  return { settings: toSettings(row.settings), rows: row.menu };
}
