import type { Receipt } from '@hostel/contract/bills';
import { eq, max, min, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema/payments.ts';
import { planPeriods } from '../../db/schema/plans.ts';
import { users } from '../../db/schema/users.ts';
import { notFound } from '../../lib/http-errors.ts';

/** A payment's receipt, for its payer or an admin (anyone else is told it does not exist). */
export async function receiptOf(db: Db, p: { id: string; userId: string; admin: boolean }): Promise<Receipt> {
  const [row] = await db
    .select({ payment: payments, payerName: users.name })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.userId))
    .where(eq(payments.id, p.id));
  if (!row || (!p.admin && row.payment.userId !== p.userId)) throw notFound('Payment not found');
  const [period] = await db
    .select({ startsAt: min(planPeriods.startsAt), endsAt: max(planPeriods.endsAt) })
    .from(planPeriods)
    .where(or(eq(planPeriods.paymentId, p.id), eq(planPeriods.upgradePaymentId, p.id)));
  const { payment } = row;
  return {
    id: payment.id,
    date: payment.createdAt.toISOString(),
    purpose: payment.purpose,
    planName: payment.planName,
    payerName: row.payerName,
    amount: payment.amount,
    refundedAmount: payment.refundedAmount,
    currency: payment.currency,
    status: payment.status,
    transactionId: payment.transactionId,
    provider: payment.provider,
    method: payment.method,
    reference: payment.reference,
    period:
      period?.startsAt && period.endsAt
        ? { startsAt: period.startsAt.toISOString(), endsAt: period.endsAt.toISOString() }
        : null,
  };
}
