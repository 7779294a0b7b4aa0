import { addMonths } from '@hostel/contract/calendar-date';
import {
  STUDENT_PAGE_BILL_MONTHS,
  STUDENT_PAGE_PAYMENTS,
  type StudentPage,
  type StudentPayment,
} from '@hostel/contract/students';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-errors.ts';
import { billOf } from '../bills/bills.queries.ts';
import { getMessSettings } from '../mess/mess-settings.queries.ts';
import { dateIn } from '../mess/mess-time.ts';
import { parsePurpose } from '../payments/payment-purpose.ts';
import { listUserPayments, type PaymentRow } from '../payments/payments.queries.ts';
import { myPlan } from '../plans/my-plan.queries.ts';
import { getUserById } from '../users/users.queries.ts';

export function toStudentPayment(row: PaymentRow): StudentPayment {
  const purpose = parsePurpose(row.planName);
  return {
    id: row.id,
    date: row.createdAt.toISOString(),
    purpose: row.purpose,
    planName: row.planName,
    billMonth: purpose?.kind === 'bill' ? purpose.month : null,
    method: row.method,
    amount: row.amount,
    status: row.status,
    transactionId: row.transactionId,
    refundedAmount: row.refundedAmount,
    remaining: row.status === 'succeeded' ? row.amount - row.refundedAmount : 0,
  };
}

/**
 * `GET /api/admin/students/{id}`: put together from the plans, payments and bills modules' own
 * queries (nothing here reads a table of theirs). Bills: this month and the 11 before it, from the
 * month the account was made.
 */
export async function studentPage(db: Db, userId: string, at: Date): Promise<StudentPage> {
  const user = await getUserById(db, userId);
  if (!user) throw notFound('Student not found');
  const settings = await getMessSettings(db);
  const thisMonth = dateIn(settings.timeZone, at).slice(0, 7);
  const joined = dateIn(settings.timeZone, user.createdAt).slice(0, 7);
  const months: string[] = [];
  for (let back = 0; back < STUDENT_PAGE_BILL_MONTHS; back++) {
    const month = addMonths(thisMonth, -back);
    if (back > 0 && month < joined) break;
    months.push(month);
  }
  const [plan, page, bills] = await Promise.all([
    myPlan(db, settings, userId, at),
    listUserPayments(db, { userId, limit: STUDENT_PAGE_PAYMENTS, offset: 0 }),
    Promise.all(months.map((month) => billOf(db, settings, userId, month, at))),
  ]);
  return {
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      image: user.image,
      role: user.role,
      badge: plan.badge as StudentPage['user']['badge'],
      createdAt: user.createdAt.toISOString(),
      room: user.room,
    },
    plan,
    roommates: plan.roommates,
    payments: page.items.map(toStudentPayment),
    paymentsTotal: page.total,
    bills: bills.map(({ month, openingBalance, charges, rebates, payments, due }) => ({
      month,
      openingBalance,
      charges,
      rebates,
      payments,
      due,
    })),
  };
}
