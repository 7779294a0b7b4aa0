import { storedPhotoName } from '@hostel/contract/photos';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import {
  mealLikes,
  mealRequests,
  meals,
  payments,
  reviews,
  sandboxPaymentIntents,
  uploadData,
  uploads,
  users,
} from '../../src/db/schema/index.ts';

/** Everything the crash test compares with what the server acknowledged, read in one snapshot. */
export interface Snapshot {
  likes: Set<string>;
  /** `userId:mealId` → request id */
  requests: Map<string, string>;
  reviews: Set<string>;
  uploads: Set<string>;
  /** email → user */
  users: Map<string, { id: string; image: string | null }>;
  /** meal id → image url */
  meals: Map<string, string | null>;
  /** intent id → 'created' | 'paid' | 'recorded' */
  intents: Map<string, IntentStage>;
  /** Broken invariants: counters (and ranks) that disagree with rows, duplicate payments, uploads without their image. */
  broken: string[];
}

export type IntentStage = 'none' | 'created' | 'paid' | 'recorded';

export async function readSnapshot(db: Db): Promise<Snapshot> {
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read`);
    return {
      likes: await tx.select({ mealId: mealLikes.mealId, userId: mealLikes.userId }).from(mealLikes),
      requests: await tx
        .select({ id: mealRequests.id, mealId: mealRequests.mealId, userId: mealRequests.userId })
        .from(mealRequests),
      reviews: await tx.select({ id: reviews.id }).from(reviews),
      uploads: await tx.select({ fileName: uploads.fileName }).from(uploads),
      images: await tx.select({ fileName: uploadData.fileName }).from(uploadData),
      users: await tx
        .select({ id: users.id, email: users.email, image: users.image, subscription: users.subscription })
        .from(users),
      meals: await tx
        .select({
          id: meals.id,
          image: meals.image,
          likes: meals.likes,
          // Spelled out: drizzle writes a column of the selected table without its table name,
          // which inside these subqueries would mean the subquery's own column.
          likeRows: sql<number>`(select count(*)::int from meal_likes l where l.meal_id = meals.id)`,
          reviews: meals.reviews,
          reviewRows: sql<number>`(select count(*)::int from reviews r where r.meal_id = meals.id)`,
          ratingAgrees: sql<boolean>`meals.rating = meal_rating(meals.id)`,
          rankAgrees: sql<boolean>`exists (select 1 from meal_rank k where k.meal_id = meals.id and k.likes = meals.likes and k.reviews = meals.reviews and k.title_lower = lower(meals.title) and k.ongoing = (meals.status = 'ongoing'))`,
        })
        .from(meals),
      intents: await tx
        .select({ id: sandboxPaymentIntents.id, status: sandboxPaymentIntents.status })
        .from(sandboxPaymentIntents),
      payments: await tx
        .select({
          transactionId: payments.transactionId,
          userId: payments.userId,
          amount: payments.amount,
          planName: payments.planName,
          intentUser: sandboxPaymentIntents.userId,
          intentAmount: sandboxPaymentIntents.amount,
          intentStatus: sandboxPaymentIntents.status,
        })
        .from(payments)
        .leftJoin(sandboxPaymentIntents, sql`${sandboxPaymentIntents.id} = ${payments.transactionId}`),
    };
  });

  const broken: string[] = [];
  const uploadSet = new Set(rows.uploads.map((u) => u.fileName));
  const imageSet = new Set(rows.images.map((u) => u.fileName));
  const fileExists = (name: string) => imageSet.has(name);
  for (const name of uploadSet) if (!fileExists(name)) broken.push(`upload ${name}: no stored image`);
  const checkImage = (owner: string, url: string | null) => {
    const name = storedPhotoName(url);
    if (!name) return;
    if (!uploadSet.has(name)) broken.push(`${owner} shows ${name}, which is not in the uploads table`);
    if (!fileExists(name)) broken.push(`${owner} shows ${name}, whose image is not stored`);
  };

  for (const m of rows.meals) {
    if (m.likes !== m.likeRows) broken.push(`meal ${m.id}: likes ${m.likes} but ${m.likeRows} like rows`);
    if (m.reviews !== m.reviewRows) broken.push(`meal ${m.id}: reviews ${m.reviews} but ${m.reviewRows} review rows`);
    if (!m.ratingAgrees) broken.push(`meal ${m.id}: rating is not the average of its reviewers' latest stars`);
    if (!m.rankAgrees) broken.push(`meal ${m.id}: its meal_rank row does not match it`);
    checkImage(`meal ${m.id}`, m.image);
  }
  const paidPlans = new Set<string>();
  const perIntent = new Map<string, number>();
  for (const p of rows.payments) {
    perIntent.set(p.transactionId, (perIntent.get(p.transactionId) ?? 0) + 1);
    paidPlans.add(`${p.userId}:${p.planName}`);
    if (p.intentStatus !== 'succeeded' || p.intentUser !== p.userId || p.intentAmount !== p.amount) {
      broken.push(`payment ${p.transactionId}: no succeeded PaymentIntent of this user and amount behind it`);
    }
  }
  for (const [id, n] of perIntent) if (n > 1) broken.push(`PaymentIntent ${id}: ${n} payment rows`);
  for (const u of rows.users) {
    checkImage(`user ${u.email}`, u.image);
    if (u.subscription && !paidPlans.has(`${u.id}:${u.subscription}`)) {
      broken.push(`user ${u.email}: subscribed to ${u.subscription} without a payment for it`);
    }
  }

  const recorded = new Set(rows.payments.map((p) => p.transactionId));
  return {
    likes: new Set(rows.likes.map((l) => `${l.userId}:${l.mealId}`)),
    requests: new Map(rows.requests.map((r) => [`${r.userId}:${r.mealId}`, r.id])),
    reviews: new Set(rows.reviews.map((r) => r.id)),
    uploads: uploadSet,
    users: new Map(rows.users.map((u) => [u.email, { id: u.id, image: u.image }])),
    meals: new Map(rows.meals.map((m) => [m.id, m.image])),
    intents: new Map(
      rows.intents.map((i) => [i.id, recorded.has(i.id) ? 'recorded' : i.status === 'succeeded' ? 'paid' : 'created']),
    ),
    broken,
  };
}
