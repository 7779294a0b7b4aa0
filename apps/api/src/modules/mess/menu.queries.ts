import type { MealSlot, MenuItem } from '@hostel/contract/mess';
import { MEAL_SLOTS } from '@hostel/contract/mess';
import { and, asc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { meals } from '../../db/schema/meals.ts';
import { menuEntries, messSettings } from '../../db/schema/mess.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { addDays, datesBetween, slotTimes } from './mess-time.ts';
import { type RuleBook, rulesOn } from './rule-book.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Menu edits take turns (the settings row is their lock): two admins saving one slot at once
 * leave one admin's list, never a mix of both or a duplicate-key failure.
 */
async function takeMenuTurn(tx: Tx): Promise<void> {
  await tx.select({ id: messSettings.id }).from(messSettings).where(eq(messSettings.id, 1)).for('update');
}

/** Every slot of every date from `from` to `to` (empty slots included), with the meals cooked in it. */
export async function listMenu(db: Db, book: RuleBook, from: string, to: string): Promise<MenuItem[]> {
  return menuItems(book, from, to, await menuRows(db, from, to));
}

/**
 * The menu rows of a range; read alongside the settings, which the times need. Prepared: planning
 * this join cost PostgreSQL three times what running it did (0.8 ms against 0.2 ms).
 */
export function menuRows(db: Db, from: string, to: string) {
  const statement = preparedOnce(db, 'menu_rows', () =>
    db
      .select({
        date: menuEntries.date,
        slot: menuEntries.slot,
        id: meals.id,
        title: meals.title,
        image: meals.image,
        category: meals.category,
        price: meals.price,
      })
      .from(menuEntries)
      .innerJoin(meals, eq(meals.id, menuEntries.mealId))
      .where(and(gte(menuEntries.date, sql.placeholder('from')), lte(menuEntries.date, sql.placeholder('to'))))
      .orderBy(asc(menuEntries.date), asc(menuEntries.slot), asc(menuEntries.position))
      .prepare('menu_rows'),
  );
  return statement.execute({ from, to });
}

/** One meal on one slot of one date, as the menu's reads answer it (price: numeric, as text). */
export interface MenuRow {
  date: string;
  slot: MealSlot;
  id: string;
  title: string;
  image: string | null;
  category: string;
  price: string;
}

export function menuItems(book: RuleBook, from: string, to: string, rows: readonly MenuRow[]): MenuItem[] {
  const cooked = new Map<string, MenuItem['meals']>();
  for (const row of rows) {
    const key = `${row.date}/${row.slot}`;
    const list = cooked.get(key) ?? [];
    list.push({ _id: row.id, title: row.title, image: row.image, category: row.category, price: Number(row.price) });
    cooked.set(key, list);
  }
  return datesBetween(from, to).flatMap((date) => {
    // Each date under the rules in force on it (decision 110).
    const rules = rulesOn(book, date);
    return MEAL_SLOTS.map((slot) => {
      const times = slotTimes(rules, date, slot);
      return {
        date,
        slot,
        startsAt: times.startsAt.toISOString(),
        endsAt: times.endsAt.toISOString(),
        cutoffAt: times.cutoffAt.toISOString(),
        meals: cooked.get(`${date}/${slot}`) ?? [],
      };
    });
  });
}

/**
 * Students whose chosen dish the admin took off a slot fall back to its default, the first dish
 * (issue 26): the row names it (the kitchen counts it) and an ordered meal costs its price. A slot
 * left empty keeps what was ordered, priced as it was.
 */
async function fallBackToDefaultDish(tx: Tx, from: string, to: string): Promise<void> {
  await tx.execute(sql`
    update attendance a set meal_id = f.meal_id, price = case when a."on" then f.price else a.price end
    from (select distinct on (e.date, e.slot) e.date, e.slot, e.meal_id, round(m.price * 100)::int as price
          from menu_entries e join meals m on m.id = e.meal_id
          where e.date between ${from} and ${to} order by e.date, e.slot, e.position) f
    where a.date = f.date and a.slot = f.slot and a.date between ${from} and ${to} and a.meal_id is not null
      and not exists (select 1 from menu_entries e where e.date = a.date and e.slot = a.slot and e.meal_id = a.meal_id)`);
}

/**
 * Puts exactly these catalog meals, in this order, on a slot of a date (an empty list clears it).
 * Upcoming meals are not cooked yet and cannot be put on the menu.
 */
export async function setMenuSlot(db: Db, date: string, slot: MealSlot, mealIds: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await takeMenuTurn(tx);
    if (mealIds.length > 0) {
      const found = await tx
        .select({ id: meals.id })
        .from(meals)
        .where(and(inArray(meals.id, mealIds), ne(meals.status, 'upcoming')));
      if (found.length !== mealIds.length) {
        throw new HttpError(400, 'Every meal on the menu must be a meal of the catalog (not an upcoming one)');
      }
    }
    await tx.delete(menuEntries).where(and(eq(menuEntries.date, date), eq(menuEntries.slot, slot)));
    if (mealIds.length > 0) {
      await tx.insert(menuEntries).values(mealIds.map((mealId, position) => ({ date, slot, mealId, position })));
    }
    await fallBackToDefaultDish(tx, date, date);
  });
}

/**
 * Every slot of the `days` dates from `from` onto the dates from `to`, replacing what was there: an
 * empty source slot clears its target. All or nothing, in the same turn as single-slot edits.
 */
export async function copyMenuDays(db: Db, from: string, to: string, days: number): Promise<void> {
  await db.transaction(async (tx) => {
    await takeMenuTurn(tx);
    const source = await tx
      .select()
      .from(menuEntries)
      .where(and(gte(menuEntries.date, from), lte(menuEntries.date, addDays(from, days - 1))));
    await tx.delete(menuEntries).where(and(gte(menuEntries.date, to), lte(menuEntries.date, addDays(to, days - 1))));
    if (source.length > 0) {
      const offset = (Date.parse(to) - Date.parse(from)) / 86_400_000;
      await tx.insert(menuEntries).values(source.map((entry) => ({ ...entry, date: addDays(entry.date, offset) })));
    }
    await fallBackToDefaultDish(tx, to, addDays(to, days - 1));
  });
}
