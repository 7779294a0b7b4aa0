import type { MessSettings } from '@hostel/contract/mess';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { messSettings } from '../../db/schema/mess.ts';
import { type Choice, choicesJson, coverPlaceholders, spansJson, toSpans } from '../plans/cover-and-choices.queries.ts';
import type { CoverageSpan } from '../plans/coverage.ts';
import type { MenuRow } from './menu.queries.ts';
import { toSettings } from './mess-settings.queries.ts';

const menuJson = sql<MenuRow[]>`(
  select coalesce(json_agg(json_build_object('date', e.date::text, 'slot', e.slot, 'id', m.id, 'title', m.title,
    'image', m.image, 'category', m.category, 'price', m.price::text) order by e.date, e.slot, e.position), '[]')
  from menu_entries e join meals m on m.id = e.meal_id
  where e.date between ${sql.placeholder('firstDate')} and ${sql.placeholder('lastDate')})`;

/**
 * Everything `GET /api/menu` reads, in one prepared statement: the hostel's rules (the row the
 * others hang on), the menu's rows, and the reader's cover and choices. Four reads in parallel took
 * four pooled connections per request and made the page 0.4× the first meals page (bench
 * `menu-week`); one statement is one round trip.
 */
function statement(db: Db) {
  return preparedOnce(db, 'menu_page', () => {
    const cover = coverPlaceholders();
    return db
      .select({
        settings: messSettings,
        menu: menuJson,
        spans: spansJson(cover),
        choices: choicesJson(cover.userId, sql.placeholder('firstDate'), sql.placeholder('lastDate')),
      })
      .from(messSettings)
      .where(eq(messSettings.id, 1))
      .prepare('menu_page');
  });
}

export interface MenuPage {
  settings: MessSettings;
  rows: MenuRow[];
  spans: CoverageSpan[];
  choices: Choice[];
}

/** The menu of dates `firstDate`–`lastDate` and the reader's spans of cover over [from, to). */
export async function menuPage(
  db: Db,
  p: { userId: string; firstDate: string; lastDate: string; from: Date; to: Date },
): Promise<MenuPage> {
  const [row] = await statement(db).execute({
    userId: p.userId,
    firstDate: p.firstDate,
    lastDate: p.lastDate,
    from: p.from.toISOString(),
    to: p.to.toISOString(),
  });
  if (!row) throw new Error('mess_settings has no row: migration 0016 writes it');
  return { settings: toSettings(row.settings), rows: row.menu, spans: toSpans(row.spans), choices: row.choices };
}
