import { MESS_ERROR_CODES, MESS_ERRORS } from '@hostel/contract/mess-constants';
import type { PlanName } from '@hostel/contract/plans';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { takaText } from '../../lib/money.ts';
import { billOf } from '../bills/bills.queries.ts';
import { monthAround } from '../mess/attendance.queries.ts';
import { getMessSettings } from '../mess/mess-settings.queries.ts';
import { quoteFor } from '../plans/plan-periods.queries.ts';
import type { PaymentPurpose } from './payment-purpose.ts';

/**
 * The server owns amounts: a plan's quote (its price, or pro rata for an upgrade; decision 84) or
 * the bill's due this month. An amount the client sends must match it.
 */
export async function whatToCharge(
  db: Db,
  userId: string,
  body: { planName?: PlanName | undefined; billMonth?: string | undefined; amount?: number | undefined },
  at: Date,
): Promise<{ purpose: PaymentPurpose; amount: number }> {
  if (body.planName) {
    const quote = await quoteFor(db, userId, body.planName, at);
    if (!quote.allowed) throw new HttpError(409, MESS_ERRORS.prepaidEnough, MESS_ERROR_CODES.prepaidEnough);
    if (body.amount !== undefined && body.amount !== quote.amount) {
      const what = quote.kind === 'upgrade' ? `An upgrade to ${quote.plan} costs` : `The ${quote.plan} plan costs`;
      throw new HttpError(400, `${what} ${takaText(quote.amount)}; the amount sent does not match.`);
    }
    return { purpose: { kind: quote.kind === 'upgrade' ? 'upgrade' : 'plan', plan: quote.plan }, amount: quote.amount };
  }
  const settings = await getMessSettings(db);
  const month = body.billMonth ?? '';
  if (month !== monthAround(settings.timeZone, at).month) {
    throw new HttpError(400, "Only this month's bill can be paid: it carries every earlier month's balance.");
  }
  const bill = await billOf(db, settings, userId, month, at);
  if (bill.due <= 0) throw new HttpError(409, MESS_ERRORS.nothingDue, MESS_ERROR_CODES.nothingDue);
  if (body.amount !== undefined && body.amount !== bill.due) {
    throw new HttpError(400, `Your bill is ${takaText(bill.due)} now; the amount sent does not match.`);
  }
  return { purpose: { kind: 'bill', month }, amount: bill.due };
}
