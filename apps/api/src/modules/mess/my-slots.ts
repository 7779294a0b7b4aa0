import type { MenuItem } from '@hostel/contract/mess';
import type { MyMenuState } from '../plans/cover-and-choices.queries.ts';
import { coveringSpan, skipRebate } from '../plans/coverage.ts';
import { dishOf, toPoisha } from './attendance.queries.ts';
import { type RuleBook, rulesOn } from './rule-book.ts';
import { updatesLeftOf } from './silver-updates.ts';

/**
 * The reader's own state of each slot (decision 85): covered by a plan in force when it starts, on
 * unless turned off (off unless turned on when not covered), the dish they eat (their choice while it
 * is on the slot, else the first), the price an extra meal costs (what it cost when ordered, or the
 * dish's price now), Silver's updates left in the slot's month and what a
 * skip earns the reader's own bill under the rules of the slot's date (a room-mate's skip earns them nothing).
 */
export function withMyChoices(items: MenuItem[], book: RuleBook, mine: MyMenuState): MenuItem[] {
  const chosen = new Map(mine.choices.map((c) => [`${c.date}/${c.slot}`, c]));
  return items.map((item) => {
    const span = coveringSpan(mine.spans, item.slot, new Date(item.startsAt), new Date(item.cutoffAt));
    const covered = span !== null;
    const choice = chosen.get(`${item.date}/${item.slot}`);
    const dish = dishOf(item.meals, choice?.mealId ?? null);
    const price = covered ? 0 : choice?.on ? choice.price : dish ? toPoisha(dish.price) : 0;
    const silver = span?.plan === 'Silver';
    const updatesLeft = silver ? updatesLeftOf(mine.silverUsed[item.date.slice(0, 7)] ?? 0) : null;
    const skipEarns = span?.source === 'own' ? skipRebate(span.plan, rulesOn(book, item.date).rebatePercent) : 0;
    return {
      ...item,
      me: { on: choice?.on ?? covered, covered, price, mealId: dish?._id ?? null, updatesLeft, skipEarns },
    };
  });
}
