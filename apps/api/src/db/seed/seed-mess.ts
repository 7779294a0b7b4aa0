import { addDays } from '@hostel/contract/calendar-date';
import { DEFAULT_TIME_ZONE, MEAL_SLOTS } from '@hostel/contract/mess-constants';
import { PLANS, type PlanName } from '@hostel/contract/plans';
import { dateIn } from '../../modules/mess/mess-time.ts';
import { PAYMENT_CURRENCY, recordSucceededPayment } from '../../modules/payments/payments.queries.ts';
import type { Db } from '../client.ts';
import { menuEntries } from '../schema/mess.ts';
import type { createRandom } from './random.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const DAY = 24 * 60 * 60 * 1000;
const SLOT_CATEGORY = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner' } as const;

/**
 * The demo's kitchen side: each student whose badge is above bronze paid for a plan some days ago
 * (the period, badge and subscription follow from the payment), and the menu is set from two days
 * ago to a week ahead.
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
  // Each plan is paid for, through the code that records a real card payment (issue 26: no Platinum
  // without a payment behind it): the payment row, the period it buys, the badge.
  const holders = p.students.filter((s) => s.badge !== 'bronze');
  for (const [i, s] of holders.entries()) {
    const paidAt = new Date(p.now.getTime() - p.random.int(1, 20) * DAY);
    const plan = (s.badge.charAt(0).toUpperCase() + s.badge.slice(1)) as PlanName;
    const amount = (PLANS.find((candidate) => candidate.name === plan)?.price ?? 0) * 100;
    await recordSucceededPayment(tx as unknown as Db, {
      intent: {
        id: `pi_demo_${i + 1}`,
        clientSecret: '',
        status: 'succeeded',
        amount,
        currency: PAYMENT_CURRENCY,
        planName: plan,
        userId: s.id,
      },
      purpose: { kind: 'plan', plan },
      userId: s.id,
      provider: 'demo',
      at: paidAt,
    });
  }

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
