import type { MenuItem } from '@hostel/contract/mess';
import type { MyMenuState } from '../plans/cover-and-choices.queries.ts';
import { type CoverageSpan, coveringSpan } from '../plans/coverage.ts';
import { platePrice } from './attendance.queries.ts';

/**
 * The reader's own state of each slot (decision 85): covered by a plan in force when it starts, on
 * unless turned off (off unless turned on when not covered), and the price an extra meal costs —
 * what it cost when ordered, or the menu's price now.
 */
export function withMyChoices(
  items: MenuItem[],
  spans: readonly CoverageSpan[],
  choices: MyMenuState['choices'],
): MenuItem[] {
  const chosen = new Map(choices.map((c) => [`${c.date}/${c.slot}`, c]));
  return items.map((item) => {
    const covered = coveringSpan(spans, item.slot, new Date(item.startsAt)) !== null;
    const choice = chosen.get(`${item.date}/${item.slot}`);
    const price = covered ? 0 : choice?.on ? choice.price : platePrice(item.meals.map((m) => m.price));
    return { ...item, me: { on: choice?.on ?? covered, covered, price } };
  });
}
