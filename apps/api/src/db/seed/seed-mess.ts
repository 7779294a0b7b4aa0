import { addDays } from '@hostel/contract/calendar-date';
import { DEFAULT_TIME_ZONE, MEAL_SLOTS, PLAN_PERIOD_DAYS } from '@hostel/contract/mess-constants';
import { dateIn } from '../../modules/mess/mess-time.ts';
import type { Db } from '../client.ts';
import { menuEntries } from '../schema/mess.ts';
import { planPeriods } from '../schema/plans.ts';
import type { createRandom } from './random.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const DAY = 24 * 60 * 60 * 1000;
const SLOT_CATEGORY = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner' } as const;

/**
 * The demo's kitchen side: each student whose badge is above bronze has a plan in force (started
 * some days ago, as if paid then), and the menu is set from two days ago to a week ahead.
 */
export async function seedDemoMess(
  tx: Tx,
  p: {
    students: { id: string; badge: string }[];
    meals: { id: string; category: string; status: string }[];
    random: ReturnType<typeof createRandom>;
    now: Date;
  },
): Promise<void> {
  const periods = p.students
    .filter((s) => s.badge !== 'bronze')
    .map((s) => {
      const startsAt = new Date(p.now.getTime() - p.random.int(1, 20) * DAY);
      const planName = (s.badge.charAt(0).toUpperCase() + s.badge.slice(1)) as 'Silver' | 'Gold' | 'Platinum';
      return { userId: s.id, planName, startsAt, endsAt: new Date(startsAt.getTime() + PLAN_PERIOD_DAYS * DAY) };
    });
  if (periods.length > 0) await tx.insert(planPeriods).values(periods);

  const today = dateIn(DEFAULT_TIME_ZONE, p.now);
  const entries = [];
  for (let offset = -2; offset <= 7; offset++) {
    const date = addDays(today, offset);
    for (const slot of MEAL_SLOTS) {
      const choices = p.meals.filter((m) => m.status === 'ongoing' && m.category === SLOT_CATEGORY[slot]);
      const picked = p.random.sample(choices, 2);
      entries.push(...picked.map((meal, position) => ({ date, slot, mealId: meal.id, position })));
    }
  }
  await tx.insert(menuEntries).values(entries);
}
