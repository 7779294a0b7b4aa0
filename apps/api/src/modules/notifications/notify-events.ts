import type { Db } from '../../db/client.ts';
import { likersOf, notify } from './notifications.queries.ts';

/** The events the bell tells about, worded once. */

export const notifyRequestServed = (db: Db, p: { userId: string; mealTitle: string }) =>
  notify(db, [
    {
      userId: p.userId,
      kind: 'request_served',
      message: `Your request for ${p.mealTitle} has been served.`,
      link: '/user-dashboard',
    },
  ]);

/** Everyone who liked an upcoming meal hears when it reaches the menu (released by likes or published). */
export async function notifyMealOnMenu(db: Db, p: { mealId: string; title: string; how: 'released' | 'published' }) {
  const userIds = await likersOf(db, p.mealId);
  await notify(
    db,
    userIds.map((userId) => ({
      userId,
      kind: p.how === 'released' ? ('meal_released' as const) : ('meal_published' as const),
      message: `${p.title}, an upcoming meal you liked, is on the menu now!`,
      link: `/meal-details/${p.mealId}`,
    })),
  );
}

export const notifyPaymentSucceeded = (db: Db, p: { userId: string; planName: string }) =>
  notify(db, [
    {
      userId: p.userId,
      kind: 'payment_succeeded',
      message: `Payment successful: your ${p.planName} plan is active.`,
      link: '/user-dashboard',
    },
  ]);

export const notifyRoleChanged = (db: Db, p: { userId: string; role: 'user' | 'admin' }) =>
  notify(db, [
    {
      userId: p.userId,
      kind: 'role_changed',
      message: p.role === 'admin' ? 'You are now an admin of Hostel Meals.' : 'Your admin role was removed.',
      link: p.role === 'admin' ? '/admin-dashboard' : '/',
    },
  ]);

export const notifyRoommateInvited = (db: Db, p: { userId: string; buyerName: string }) =>
  notify(db, [
    {
      userId: p.userId,
      kind: 'roommate_invited',
      message: `${p.buyerName} invited you to share their Platinum plan.`,
      link: '/user-dashboard',
    },
  ]);

export const notifyPlanEnding = (db: Db, p: { userId: string; planName: string; endsOn: string }) =>
  notify(db, [
    {
      userId: p.userId,
      kind: 'plan_ending',
      message: `Your ${p.planName} plan ends on ${p.endsOn}. Renew it to keep your meals.`,
      link: '/user-dashboard',
    },
  ]);
