import { IN_CLOSED_MONTH } from '@hostel/contract/bills';
import { RECORDED_PAYMENT_MAX_DAYS_BACK } from '@hostel/contract/payments';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { getMessSettings } from '../mess/mess-settings.queries.ts';
import { addDays, dateIn } from '../mess/mess-time.ts';
import { lastClosedMonth } from './kept-statements.ts';

/**
 * The day an admin may give money taken or a charge (decision 116): today or up to 31 days back in
 * the hostel's zone, never ahead, and never in a closed month, whose bills are kept as they were
 * (decision 112). Answers today's date and the zone.
 */
export async function checkRecordedDate(
  db: Db,
  date: string,
  at: Date,
  what: 'payment' | 'charge',
): Promise<{ today: string; timeZone: string }> {
  const { timeZone } = await getMessSettings(db);
  const today = dateIn(timeZone, at);
  if (date > today) throw new HttpError(400, `A ${what} cannot be dated in the future.`);
  if (date < addDays(today, -RECORDED_PAYMENT_MAX_DAYS_BACK)) {
    throw new HttpError(400, `A ${what} can be dated at most ${RECORDED_PAYMENT_MAX_DAYS_BACK} days back.`);
  }
  const closed = await lastClosedMonth(db);
  if (closed && date.slice(0, 7) <= closed) throw new HttpError(409, IN_CLOSED_MONTH.message, IN_CLOSED_MONTH.code);
  return { today, timeZone };
}
