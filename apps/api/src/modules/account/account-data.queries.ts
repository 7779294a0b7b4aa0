import { ACCOUNT_DATA_FORMAT, type AccountData } from '@hostel/contract/account';
import { UPLOADS_URL_PREFIX } from '@hostel/contract/photos';
import { asc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { accounts, sessions } from '../../db/schema/auth.ts';
import { mealLikes } from '../../db/schema/meal-likes.ts';
import { mealRequests } from '../../db/schema/meal-requests.ts';
import { meals } from '../../db/schema/meals.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { payments } from '../../db/schema/payments.ts';
import { attendance, planPeriods, roommates } from '../../db/schema/plans.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { users } from '../../db/schema/users.ts';
import { now } from '../../lib/clock.ts';
import { notFound } from '../../lib/http-errors.ts';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * Everything kept about one person ("Download my data"), read in one snapshot. Each section
 * selects its columns by name, never a whole row: password hashes, session tokens and Google's
 * tokens cannot slip in when a table grows a column. Every query has the person in its WHERE.
 */
export async function exportAccountData(db: Db, userId: string): Promise<AccountData> {
  return db.transaction(
    async (tx) => {
      const [profile] = await tx
        .select({
          name: users.name,
          email: users.email,
          emailVerified: users.emailVerified,
          image: users.image,
          role: users.role,
          badge: users.badge,
          subscription: users.subscription,
          language: users.language,
          createdAt: users.createdAt,
          updatedAt: users.updatedAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      if (!profile) throw notFound('User not found');

      const signInMethods = await tx
        .select({ provider: accounts.providerId, linkedAt: accounts.createdAt })
        .from(accounts)
        .where(eq(accounts.userId, userId))
        .orderBy(asc(accounts.createdAt), asc(accounts.id));
      const ownReviews = await tx
        .select({
          mealId: reviews.mealId,
          mealTitle: meals.title,
          text: reviews.text,
          stars: reviews.stars,
          createdAt: reviews.createdAt,
          updatedAt: reviews.updatedAt,
        })
        .from(reviews)
        .innerJoin(meals, eq(meals.id, reviews.mealId))
        .where(eq(reviews.userId, userId))
        .orderBy(asc(reviews.createdAt), asc(reviews.id));
      const likes = await tx
        .select({ mealId: mealLikes.mealId, mealTitle: meals.title, likedAt: mealLikes.createdAt })
        .from(mealLikes)
        .innerJoin(meals, eq(meals.id, mealLikes.mealId))
        .where(eq(mealLikes.userId, userId))
        .orderBy(asc(mealLikes.createdAt), asc(mealLikes.mealId));
      const requests = await tx
        .select({
          mealId: mealRequests.mealId,
          mealTitle: meals.title,
          status: mealRequests.status,
          requestedAt: mealRequests.createdAt,
          servedAt: mealRequests.servedAt,
        })
        .from(mealRequests)
        .innerJoin(meals, eq(meals.id, mealRequests.mealId))
        .where(eq(mealRequests.userId, userId))
        .orderBy(asc(mealRequests.createdAt), asc(mealRequests.id));
      const ownPayments = await tx
        .select({
          planName: payments.planName,
          amount: payments.amount,
          currency: payments.currency,
          status: payments.status,
          provider: payments.provider,
          transactionId: payments.transactionId,
          paidAt: payments.createdAt,
          purpose: payments.purpose,
          refundedAmount: payments.refundedAmount,
        })
        .from(payments)
        .where(eq(payments.userId, userId))
        .orderBy(asc(payments.createdAt), asc(payments.id));
      const periods = await tx
        .select({ planName: planPeriods.planName, startsAt: planPeriods.startsAt, endsAt: planPeriods.endsAt })
        .from(planPeriods)
        .where(eq(planPeriods.userId, userId))
        .orderBy(asc(planPeriods.startsAt), asc(planPeriods.id));
      const mealChoices = await tx
        .select({ date: attendance.date, slot: attendance.slot, on: attendance.on, price: attendance.price })
        .from(attendance)
        .where(eq(attendance.userId, userId))
        .orderBy(asc(attendance.date), asc(attendance.slot));
      const other = alias(users, 'other');
      const rooms = await tx
        .select({
          buyerId: roommates.buyerId,
          other: other.name,
          invitedEmail: roommates.invitedEmail,
          status: roommates.status,
          invitedAt: roommates.createdAt,
          acceptedAt: roommates.acceptedAt,
          endedAt: roommates.endedAt,
        })
        .from(roommates)
        // An invitation not yet accepted names an address, not an account (issue 25).
        .leftJoin(
          other,
          sql`${other.id} = case when ${roommates.buyerId} = ${userId} then ${roommates.memberId} else ${roommates.buyerId} end`,
        )
        .where(or(eq(roommates.buyerId, userId), eq(roommates.memberId, userId)))
        .orderBy(asc(roommates.createdAt), asc(roommates.id));
      const ownNotifications = await tx
        .select({
          kind: notifications.kind,
          message: notifications.message,
          link: notifications.link,
          createdAt: notifications.createdAt,
          readAt: notifications.readAt,
        })
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(asc(notifications.createdAt), asc(notifications.id));
      const devices = await tx
        .select({
          createdAt: sessions.createdAt,
          lastActiveAt: sessions.updatedAt,
          expiresAt: sessions.expiresAt,
          ipAddress: sessions.ipAddress,
          userAgent: sessions.userAgent,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(asc(sessions.createdAt), asc(sessions.id));
      const photos = await tx
        .select({ fileName: uploads.fileName, bytes: uploads.bytes, uploadedAt: uploads.createdAt })
        .from(uploads)
        .where(eq(uploads.ownerId, userId))
        .orderBy(asc(uploads.createdAt), asc(uploads.fileName));

      return {
        format: ACCOUNT_DATA_FORMAT,
        exportedAt: iso(now()),
        profile: { ...profile, createdAt: iso(profile.createdAt), updatedAt: iso(profile.updatedAt) },
        signInMethods: signInMethods.map((m) => ({ provider: m.provider, linkedAt: iso(m.linkedAt) })),
        reviews: ownReviews.map((r) => ({ ...r, createdAt: iso(r.createdAt), updatedAt: iso(r.updatedAt) })),
        likes: likes.map((l) => ({ ...l, likedAt: iso(l.likedAt) })),
        mealRequests: requests.map((r) => ({ ...r, requestedAt: iso(r.requestedAt), servedAt: isoOrNull(r.servedAt) })),
        payments: ownPayments.map((p) => ({ ...p, paidAt: iso(p.paidAt) })),
        planPeriods: periods.map((p) => ({ planName: p.planName, startsAt: iso(p.startsAt), endsAt: iso(p.endsAt) })),
        mealChoices,
        rooms: rooms.map(({ buyerId, invitedEmail, other: otherName, ...r }) => ({
          ...r,
          // The buyer typed an address; whose it is shows only once they accepted (issue 25).
          other: buyerId === userId ? (r.acceptedAt ? (otherName ?? invitedEmail) : invitedEmail) : (otherName ?? ''),
          role: buyerId === userId ? ('buyer' as const) : ('member' as const),
          invitedAt: iso(r.invitedAt),
          acceptedAt: isoOrNull(r.acceptedAt),
          endedAt: isoOrNull(r.endedAt),
        })),
        notifications: ownNotifications.map((n) => ({
          ...n,
          createdAt: iso(n.createdAt),
          readAt: isoOrNull(n.readAt),
        })),
        sessions: devices.map((s) => ({
          createdAt: iso(s.createdAt),
          lastActiveAt: iso(s.lastActiveAt),
          expiresAt: iso(s.expiresAt),
          ipAddress: s.ipAddress,
          userAgent: s.userAgent,
        })),
        photos: photos.map((p) => ({
          url: `${UPLOADS_URL_PREFIX}${p.fileName}`,
          bytes: p.bytes,
          uploadedAt: iso(p.uploadedAt),
        })),
      };
    },
    // One snapshot: a like or payment landing midway cannot appear in one section and not another.
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
