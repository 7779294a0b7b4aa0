import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { messSettings } from '../../db/schema/mess.ts';
import type { MenuRow } from './menu.queries.ts';
import { toSettings } from './mess-settings.queries.ts';
import type { RuleBook } from './rule-book.ts';

const menuJson = sql<MenuRow[]>`(
  select coalesce(json_agg(json_build_object('date', e.date::text, 'slot', e.slot, 'id', m.id, 'title', m.title,
    'image', m.image, 'category', m.category, 'price', m.price::text) order by e.date, e.slot, e.position), '[]')
  from menu_entries e join meals m on m.id = e.meal_id
  where e.date between ${sql.placeholder('firstDate')} and ${sql.placeholder('lastDate')})`;

/** Every version of the rules, oldest first, with the keys `toSettings` reads. */
const rulesJson = sql<Parameters<typeof toSettings>[0][]>`(
  select json_agg(json_build_object('effectiveFrom', r.effective_from::text, 'timeZone', r.time_zone,
    'breakfastStarts', r.breakfast_starts::text, 'breakfastEnds', r.breakfast_ends::text,
    'lunchStarts', r.lunch_starts::text, 'lunchEnds', r.lunch_ends::text,
    'dinnerStarts', r.dinner_starts::text, 'dinnerEnds', r.dinner_ends::text,
    'cutoffMinutes', r.cutoff_minutes, 'rebatePercent', r.rebate_percent, 'rebateCapSlots', r.rebate_cap_slots,
    'earlyAccessDays', r.early_access_days) order by r.effective_from)
  from mess_rules r)`;

/**
 * What `GET /api/menu` shows every reader alike, in one prepared statement: the hostel's rules and
 * the menu's rows. The reader's own cover and choices are read apart (`myMenuState`), at every
 * request; this part is kept by the menu cache (menu-cache.ts).
 */
function statement(db: Db) {
  return preparedOnce(db, 'menu_shared', () =>
    db
      .select({ rules: rulesJson, menu: menuJson })
      .from(messSettings)
      .where(eq(messSettings.id, 1))
      .prepare('menu_shared'),
  );
}

export interface SharedMenu {
  book: RuleBook;
  rows: MenuRow[];
}

/** Every version of the hostel's rules and the menu of dates `firstDate`–`lastDate`. */
export async function readSharedMenu(db: Db, p: { firstDate: string; lastDate: string }): Promise<SharedMenu> {
  const [row] = await statement(db).execute({ firstDate: p.firstDate, lastDate: p.lastDate });
  if (!row) throw new Error('mess_settings has no row: migration 0016 writes it');
  return { book: row.rules.map(toSettings), rows: row.menu };
}
