import type { PaymentMethod } from '@hostel/contract/payments';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentRefunds, payments } from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import {
  applyPlanPayment,
  endPeriodsPaidBy,
  restorePeriodsPaidBy,
  revertUpgradePaidBy,
  syncBadge,
} from '../plans/plan-periods.queries.ts';
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
  params: {
    intent: Pick<ProviderIntent, 'id' | 'amount'> & Partial<ProviderIntent>;
    purpose: PaymentPurpose;
    userId: string;
    provider: string;
    /** When the plan's time is given (and the payment dated, unless `paidAt` says otherwise). */
    at: Date;
    /** Money an admin recorded (issue 26): how it came, its reference, who recorded it, and when it came. */
    recorded?: { method: PaymentMethod; reference: string; by: string; paidAt: Date };
  },
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
        createdAt: params.recorded?.paidAt ?? params.at,
        ...(params.recorded
          ? { method: params.recorded.method, reference: params.recorded.reference, recordedBy: params.recorded.by }
          : {}),
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

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type PaymentRecord = typeof payments.$inferSelect;

/** Locks a payment by its provider's id for a change of what was given back; null when unknown. */
async function lockPayment(tx: Tx, transactionId: string): Promise<PaymentRecord | null> {
  const [payment] = await tx.select().from(payments).where(eq(payments.transactionId, transactionId)).for('update');
  return payment ?? null;
}

/** Ends (or, `restore`, puts back) what a payment paid for, and sets each payer's badge again. */
async function changeCover(tx: Tx, paymentId: string, at: Date, restore: boolean): Promise<void> {
  const userIds = restore ? await restorePeriodsPaidBy(tx, paymentId) : await endPeriodsPaidBy(tx, paymentId, at);
  for (const userId of userIds) await syncBadge(tx, userId, at);
}

/**
 * A refund of a recorded payment (`refunded`: the total of refunds so far, as Stripe's
 * `amount_refunded` says, disputes apart), once per amount: a repeated event changes nothing.
 * Each refund is a line of its own month. Less than the whole keeps the cover (issue 25); the
 * whole of a plan ends every period the payment paid for and voids their rebates (decision 86);
 * the whole of an upgrade returns its periods to the plan they had (issue 26), keeping their time
 * and rebates (worth the old plan's slot again). `reason` and `byUserId`: an admin's refund; when
 * the provider's event came first, its line takes them. Answers null for an unknown transaction.
 */
export async function recordRefund(
  db: Db,
  p: { transactionId: string; refunded: number; at: Date; reason?: string; byUserId?: string },
) {
  return db.transaction(async (tx) => {
    const payment = await lockPayment(tx, p.transactionId);
    if (!payment) return null;
    const refundedSoFar = payment.refundedAmount - payment.disputedAmount;
    const more = Math.min(p.refunded, payment.amount - payment.disputedAmount) - refundedSoFar;
    if (more <= 0) {
      if (p.reason) await nameLastRefund(tx, payment.id, p.reason, p.byUserId ?? null);
      return payment;
    }
    const total = payment.refundedAmount + more;
    // An open dispute ended the cover and voided its rebates already.
    const whole = total === payment.amount && payment.disputedAmount === 0;
    const upgrade = payment.purpose === 'upgrade';
    await tx.insert(paymentRefunds).values({
      paymentId: payment.id,
      kind: 'refund',
      amount: more,
      voidsRebates: whole && !upgrade,
      at: p.at,
      reason: p.reason ?? null,
      byUserId: p.byUserId ?? null,
    });
    const [updated] = await tx
      .update(payments)
      .set({ refundedAmount: total, refundedAt: p.at })
      .where(eq(payments.id, payment.id))
      .returning();
    if (whole && upgrade) {
      for (const userId of await revertUpgradePaidBy(tx, payment.id, p.at)) await syncBadge(tx, userId, p.at);
    } else if (whole) {
      await changeCover(tx, payment.id, p.at, false);
    }
    return updated ?? payment;
  });
}

/** The provider's event recorded the admin's refund first: its newest unnamed line gets the reason. */
async function nameLastRefund(tx: Tx, paymentId: string, reason: string, byUserId: string | null) {
  await tx
    .update(paymentRefunds)
    .set({ reason, byUserId })
    .where(
      and(
        eq(paymentRefunds.paymentId, paymentId),
        eq(paymentRefunds.kind, 'refund'),
        isNull(paymentRefunds.reason),
        sql`${paymentRefunds.at} = (select max(at) from payment_refunds where payment_id = ${paymentId} and kind = 'refund')`,
      ),
    );
}

/**
 * A dispute (chargeback) of a recorded payment: the card's owner has the money until it is settled,
 * so it counts as given back, and the periods it paid for end, their rebates void. Once per payment.
 */
export async function recordDispute(db: Db, p: { transactionId: string; amount: number; at: Date }) {
  return db.transaction(async (tx) => {
    const payment = await lockPayment(tx, p.transactionId);
    if (!payment || payment.disputedAmount > 0) return payment;
    const disputed = Math.min(p.amount, payment.amount - payment.refundedAmount);
    if (disputed <= 0) return payment;
    await tx
      .insert(paymentRefunds)
      .values({ paymentId: payment.id, kind: 'dispute', amount: disputed, voidsRebates: true, at: p.at });
    await tx
      .update(payments)
      .set({ refundedAmount: payment.refundedAmount + disputed, refundedAt: p.at, disputedAmount: disputed })
      .where(eq(payments.id, payment.id));
    await changeCover(tx, payment.id, p.at, false);
    return payment;
  });
}

/**
 * A dispute the hostel won: the money is the hostel's again (a line of the month it came back, the
 * dispute's own month left as it was), and the periods the payment paid for are put back.
 */
export async function recordDisputeWon(db: Db, p: { transactionId: string; at: Date }) {
  return db.transaction(async (tx) => {
    const payment = await lockPayment(tx, p.transactionId);
    if (!payment || payment.disputedAmount === 0) return payment;
    await tx
      .insert(paymentRefunds)
      .values({ paymentId: payment.id, kind: 'dispute-won', amount: -payment.disputedAmount, at: p.at });
    const stillRefunded = payment.refundedAmount - payment.disputedAmount;
    await tx
      .update(payments)
      .set({ refundedAmount: stillRefunded, disputedAmount: 0 })
      .where(eq(payments.id, payment.id));
    if (stillRefunded < payment.amount) await changeCover(tx, payment.id, p.at, true);
    return payment;
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
  method: row.method,
  reference: row.reference,
});

/**
 * A student's payments for the admin (issue 26: the student's page, `GET /api/admin/payments`),
 * newest first, each with its refunds and their reasons. Deleted accounts' payments keep their id.
 */
export async function listPaymentsForAdmin(db: Db, params: { userId: string; limit: number; offset: number }) {
  const own = eq(payments.userId, params.userId);
  const [rows, total] = await Promise.all([
    db
      .select({
        payment: payments,
        refunds: sql<
          { kind: 'refund' | 'dispute' | 'dispute-won'; amount: number; reason: string | null; at: string }[]
        >`(
          select coalesce(json_agg(json_build_object('kind', r.kind, 'amount', r.amount, 'reason', r.reason,
            'at', to_char(r.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) order by r.at, r.id), '[]')
          from payment_refunds r where r.payment_id = "payments"."id")`,
      })
      .from(payments)
      .where(own)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(params.limit)
      .offset(params.offset),
    db.$count(payments, own),
  ]);
  return { items: rows.map((r) => ({ ...toPayment(r.payment), refunds: r.refunds })), total };
}
