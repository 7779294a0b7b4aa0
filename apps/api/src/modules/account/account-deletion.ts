import crypto from 'node:crypto';
import { ACCOUNT_ERROR_CODES, ACCOUNT_ERRORS } from '@hostel/contract/account';
import { BILL_DUE_CODE, billDueMessage } from '@hostel/contract/account-errors';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { verifications } from '../../db/schema/auth.ts';
import { mailQueue } from '../../db/schema/mail-queue.ts';
import { mealLikes } from '../../db/schema/meal-likes.ts';
import { mealRequests } from '../../db/schema/meal-requests.ts';
import { meals } from '../../db/schema/meals.ts';
import { roommates } from '../../db/schema/plans.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { users } from '../../db/schema/users.ts';
import { now } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { takaText } from '../../lib/money.ts';
import { dueNow } from '../bills/bills.queries.ts';
import { getMessSettings } from '../mess/mess-settings.queries.ts';

/**
 * Debts survive the debtor (issue 25): while the bill shows anything due, the account stays (409,
 * saying how much and how to pay). Read before the deletion's transaction (the bill reads through
 * `db`); a meal ordered in between stays on the kept bill, which the hostel still sees.
 */
async function refuseWhileDue(db: Db, userId: string): Promise<void> {
  const due = await dueNow(db, await getMessSettings(db), userId, now());
  if (due > 0) throw new HttpError(409, billDueMessage(takaText(due)), BILL_DUE_CODE);
}

/**
 * Deletes an account, in one transaction (issue 16):
 * - the last admin cannot go (409, code LAST_ADMIN);
 * - likes go, and each liked meal's counter loses exactly one;
 * - meal requests go (no counter depends on them);
 * - reviews stay as a former student's: they all get one new random stand-in for their author, so
 *   a meal's rating still counts that person once (meal_rating groups by it) and is unchanged;
 * - the users row goes: sessions, sign-in methods, notifications and sandbox intents with it
 *   (cascade); reviews, uploads and meals added keep their row with no user (set null). Bills stay
 *   (issue 25): payments, plan periods and meal choices keep the account's id, which names no one
 *   once the row with the name and email is gone, so the admin's balances keep the former student;
 * - Platinum rooms end now on either side (their past cover stays on the room-mates' bills), and
 *   invitations not yet accepted go.
 *   The account's photo is then shown by nothing, and the unused-upload sweep removes it. Reset
 *   and deletion links naming the account go too.
 *
 * The read caches and session caches hear of it from the triggers on meals, reviews, users and
 * sessions (migrations 0005 and 0008), at commit. A user already gone is no error: two deletions of
 * one account at once both end with it deleted.
 */
export async function deleteAccount(db: Db, userId: string): Promise<void> {
  await refuseWhileDue(db, userId);
  await db.transaction(async (tx) => {
    // Admins first, in id order, then the account itself: every transaction that locks admin rows
    // (this one, setUserRole) takes them in the same order, so two admins leaving at once wait for
    // each other instead of deadlocking, and the second sees the first gone. NO KEY UPDATE keeps
    // the admins' own writes (rows pointing at them) unblocked meanwhile.
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'admin'))
      .orderBy(users.id)
      .for('no key update');
    const [user] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) return;
    if (user.role === 'admin' && !admins.some((admin) => admin.id !== userId)) {
      throw new HttpError(409, ACCOUNT_ERRORS.lastAdmin, ACCOUNT_ERROR_CODES.lastAdmin);
    }

    // The liked meals are locked in id order before any like row is touched, as a like or a review
    // locks its meal first: a like, an admin deleting a meal or another deletion waits rather than
    // deadlocks.
    const liked = tx.select({ mealId: mealLikes.mealId }).from(mealLikes).where(eq(mealLikes.userId, userId));
    await tx.select({ id: meals.id }).from(meals).where(inArray(meals.id, liked)).orderBy(meals.id).for('update');
    // One like per user and meal (the primary key), so each meal loses one, as an unlike would
    // (toggle_meal_like). An upcoming meal stays released: release happens on a like, never undone.
    await tx.execute(sql`
      with gone as (delete from ${mealLikes} where ${mealLikes.userId} = ${userId} returning ${mealLikes.mealId} as meal_id)
      update ${meals} set likes = ${meals.likes} - 1, updated_at = now() from gone where ${meals.id} = gone.meal_id`);

    await tx.delete(mealRequests).where(eq(mealRequests.userId, userId));

    // Rooms end now, on either side; their past cover stays on the room-mates' bills (issue 25).
    // Invitations not yet accepted go.
    const inRoom = or(eq(roommates.buyerId, userId), eq(roommates.memberId, userId));
    await tx.delete(roommates).where(and(inRoom, eq(roommates.status, 'invited')));
    await tx
      .update(roommates)
      .set({ endedAt: sql`coalesce(${roommates.endedAt}, ${now().toISOString()}::timestamptz)` })
      .where(and(inRoom, eq(roommates.status, 'accepted')));

    // Set while user_id is still there, so at every moment the rating groups these reviews as one
    // author: by user_id until the delete below, by former_author after.
    await tx.update(reviews).set({ formerAuthor: crypto.randomUUID() }).where(eq(reviews.userId, userId));

    // One-time values that name the account (a password reset or deletion link): dead once it is gone.
    await tx.delete(verifications).where(eq(verifications.value, userId));
    // Mail not yet sent to the person (a reset link, a verification) is no longer theirs to get.
    const [person] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (person) await tx.delete(mailQueue).where(eq(mailQueue.toAddress, person.email));
    await tx.delete(users).where(eq(users.id, userId));
  });
}
