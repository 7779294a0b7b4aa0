import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { applyPlanPayment, endPeriodsPaidBy, syncBadge } from '../plans/plan-periods.queries.ts';
import type { ProviderIntent } from './payment-provider.ts';
import { type PaymentPurpose, parsePurpose, recordedName } from './payment-purpose.ts';

export const PAYMENT_CURRENCY = 'bdt';

/**
 * Checks the provider's own record of the intent: it is this user's, for what the client says it
 * paid (the plan, or the bill), in taka, and it succeeded. Answers what it pays for.
 */
export function assertIntentPaysFor(
  intent: ProviderIntent | null,
  expected: { userId: string; planName?: string | undefined; billMonth?: string | undefined },
): { intent: ProviderIntent; purpose: PaymentPurpose } {
  if (!intent) throw notFound('Payment not found');
  if (intent.userId !== expected.userId) throw new HttpError(403, 'This payment belongs to another account.');
  const purpose = parsePurpose(intent.planName);
  const matches =
    purpose && (purpose.kind === 'bill' ? purpose.month === expected.billMonth : purpose.plan === expected.planName);
  if (!purpose || !matches) throw new HttpError(400, 'This payment is for another plan.');
  if (intent.currency !== PAYMENT_CURRENCY || intent.amount <= 0) {
    throw new HttpError(400, 'The paid amount does not match the plan.');
  }
  if (intent.status !== 'succeeded') throw new HttpError(402, 'Payment failed or pending.');
  return { intent, purpose };
}

/**
 * Records a verified payment once (the PaymentIntent id is unique: a replayed confirmation or a
 * webhook arriving after the browser finds the row already there and changes nothing) and, for a
 * plan, gives it its time and sets the badge to the plan in force (decisions 83–84). A plan payment
 * whose quote no longer holds is kept unapplied: credit on the bill.
 */
export async function recordSucceededPayment(
  db: Db,
  params: { intent: ProviderIntent; purpose: PaymentPurpose; userId: string; provider: string; at: Date },
) {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, params.userId)).for('update');
    // The payer deleted their account after paying (Stripe's webhook can come late): the money was
    // taken, so the payment is kept for the hostel's accounts, without the person.
    const [inserted] = await tx
      .insert(payments)
      .values({
        userId: user ? params.userId : null,
        planName: recordedName(params.purpose),
        purpose: params.purpose.kind,
        amount: params.intent.amount,
        currency: PAYMENT_CURRENCY,
        status: 'succeeded',
        provider: params.provider,
        transactionId: params.intent.id,
        createdAt: params.at,
      })
      .onConflictDoNothing({ target: payments.transactionId })
      .returning({ id: payments.id });
    if (inserted && user && params.purpose.kind !== 'bill') {
      const applied = await applyPlanPayment(tx, {
        userId: params.userId,
        plan: params.purpose.plan,
        upgrade: params.purpose.kind === 'upgrade',
        paymentId: inserted.id,
        amount: params.intent.amount,
        at: params.at,
      });
      if (!applied) await tx.update(payments).set({ applied: false }).where(eq(payments.id, inserted.id));
    }
    const [payment] = await tx.select().from(payments).where(eq(payments.transactionId, params.intent.id));
    if (!payment) throw new Error('payment row missing');
    if (!user)
      return { payment, badge: null, subscription: null, created: Boolean(inserted), payerGone: true as const };
    const { badge, subscription } = await syncBadge(tx, params.userId, params.at);
    return { payment, badge, subscription, created: Boolean(inserted), payerGone: false as const };
  });
}

/**
 * A refund or a dispute of a recorded payment (`refunded` is the total given back so far): kept on
 * the payment, and every period it paid for ends now (decision 86). Answers null for an unknown
 * transaction.
 */
export async function recordRefund(db: Db, p: { transactionId: string; refunded: number; at: Date }) {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.transactionId, p.transactionId)).for('update');
    if (!payment) return null;
    const refunded = Math.min(payment.amount, Math.max(payment.refundedAmount, p.refunded));
    if (refunded === payment.refundedAmount) return payment;
    const [updated] = await tx
      .update(payments)
      .set({ refundedAmount: refunded, refundedAt: p.at })
      .where(eq(payments.id, payment.id))
      .returning();
    for (const userId of await endPeriodsPaidBy(tx, payment.id, p.at)) await syncBadge(tx, userId, p.at);
    return updated ?? payment;
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
  purpose: row.purpose,
  refundedAmount: row.refundedAmount,
});
