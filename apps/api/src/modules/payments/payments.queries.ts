import { BADGES } from '@hostel/contract/users';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { ProviderIntent } from './payment-provider.ts';

export const PAYMENT_CURRENCY = 'bdt';

export interface ExpectedPayment {
  userId: string;
  planName: string;
  /** Smallest currency unit: plan price × 100. */
  amount: number;
}

/** Checks the provider's own record of the intent against what this user should have paid. */
export function assertIntentPaysFor(intent: ProviderIntent | null, expected: ExpectedPayment): ProviderIntent {
  if (!intent) throw notFound('Payment not found');
  if (intent.userId !== expected.userId) throw new HttpError(403, 'This payment belongs to another account.');
  if (intent.planName !== expected.planName) throw new HttpError(400, 'This payment is for another plan.');
  if (intent.amount !== expected.amount || intent.currency !== PAYMENT_CURRENCY) {
    throw new HttpError(400, 'The paid amount does not match the plan.');
  }
  if (intent.status !== 'succeeded') throw new HttpError(402, 'Payment failed or pending.');
  return intent;
}

const rank = (badge: string) => BADGES.indexOf(badge as (typeof BADGES)[number]);

/**
 * Records a verified payment once (the PaymentIntent id is unique: a replayed confirmation or a
 * webhook arriving after the browser finds the row already there and changes nothing) and upgrades
 * the user: the subscription becomes the plan, the badge the plan's unless it already is higher.
 */
export async function recordSucceededPayment(
  db: Db,
  params: { intent: ProviderIntent; expected: ExpectedPayment; provider: string },
) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ badge: users.badge, subscription: users.subscription })
      .from(users)
      .where(eq(users.id, params.expected.userId))
      .for('update');
    // The payer deleted their account after paying (Stripe's webhook can come late): the money was
    // taken, so the payment is kept for the hostel's accounts, without the person.
    const [inserted] = await tx
      .insert(payments)
      .values({
        userId: user ? params.expected.userId : null,
        planName: params.expected.planName,
        amount: params.expected.amount,
        currency: PAYMENT_CURRENCY,
        status: 'succeeded',
        provider: params.provider,
        transactionId: params.intent.id,
      })
      .onConflictDoNothing({ target: payments.transactionId })
      .returning({ id: payments.id });
    const [payment] = await tx.select().from(payments).where(eq(payments.transactionId, params.intent.id));
    if (!payment) throw new Error('payment row missing');
    if (!user)
      return { payment, badge: null, subscription: null, created: Boolean(inserted), payerGone: true as const };
    let { badge, subscription } = user;
    if (inserted) {
      const planBadge = params.expected.planName.toLowerCase() as (typeof BADGES)[number];
      badge = rank(planBadge) > rank(badge) ? planBadge : badge;
      subscription = params.expected.planName;
      await tx
        .update(users)
        .set({ badge, subscription, updatedAt: new Date() })
        .where(eq(users.id, params.expected.userId));
    }
    return { payment, badge, subscription, created: Boolean(inserted), payerGone: false as const };
  });
}

export type PaymentRow = typeof payments.$inferSelect;

export async function listUserPayments(db: Db, params: { userId: string; limit: number; offset: number }) {
  const own = eq(payments.userId, params.userId);
  const [items, total] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(own)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(params.limit)
      .offset(params.offset),
    db.$count(payments, own),
  ]);
  return { items, total };
}

export const toPayment = (row: PaymentRow) => ({
  id: row.id,
  date: row.createdAt.toISOString(),
  planName: row.planName,
  amount: row.amount,
  currency: row.currency,
  status: row.status,
  transactionId: row.transactionId,
});
