import type { PaymentMethod, recordPaymentSchema } from '@hostel/contract/payments';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { checkRecordedDate } from '../bills/recorded-date.ts';
import { instantAt } from '../mess/mess-time.ts';
import type { PaymentPurpose } from './payment-purpose.ts';
import { recordSucceededPayment } from './payments.queries.ts';
import { whatToCharge } from './what-to-charge.ts';

type RecordPayment = z.infer<typeof recordPaymentSchema>;

const METHOD_NAMES: Record<PaymentMethod, string> = {
  card: 'card',
  cash: 'cash',
  bkash: 'bKash',
  nagad: 'Nagad',
  rocket: 'Rocket',
};

/**
 * A mobile-money transaction id is the provider's, one per transfer: it is the payment's
 * transaction id, so the same one twice is refused by the unique index. Cash has a receipt-book
 * number an admin types, which may repeat (two books), so its row gets an id of its own.
 */
const transactionIdOf = (method: PaymentMethod, reference: string) =>
  method === 'cash' ? `cash:${crypto.randomUUID()}` : `${method}:${reference.toUpperCase()}`;

/**
 * Money an admin took in cash or by mobile money (issue 26, decision 116), on a day
 * `checkRecordedDate` allows. It pays the bill of that day's
 * month, or, with a plan named, buys that plan through the card's own code path (its quote, period,
 * extension or pro-rata upgrade), whose time starts when it is recorded.
 */
export async function recordAdminPayment(db: Db, body: RecordPayment, adminId: string, at: Date) {
  const { today, timeZone } = await checkRecordedDate(db, body.date, at, 'payment');
  const [student] = await db.select({ id: users.id }).from(users).where(eq(users.id, body.userId));
  if (!student) throw notFound('Student not found');
  let purpose: PaymentPurpose = { kind: 'bill', month: body.date.slice(0, 7) };
  if (body.planName) {
    purpose = (await whatToCharge(db, body.userId, { planName: body.planName, amount: body.amount }, at)).purpose;
  }
  // Today's money is dated now; an earlier day's at its noon, inside that day in any zone.
  const paidAt = body.date === today ? at : instantAt(body.date, '12:00', timeZone);
  const result = await recordSucceededPayment(db, {
    intent: { id: transactionIdOf(body.method, body.reference), amount: body.amount },
    purpose,
    userId: body.userId,
    provider: body.method,
    at,
    recorded: { method: body.method, reference: body.reference, by: adminId, paidAt },
  });
  if (!result.created) {
    throw new HttpError(409, `This ${METHOD_NAMES[body.method]} reference was recorded already.`);
  }
  return result;
}
