import { z } from 'zod';
import { monthSchema } from './calendar.ts';
import { limitSchema, offsetSchema } from './paging.ts';

/** The monthly bill (issue 17, decision 87). Every amount is in poisha. */

export const billQuerySchema = z.object({ month: monthSchema });

export const BILL_LINE_KINDS = ['plan', 'extra', 'rebate', 'guest', 'fine', 'adjustment', 'payment', 'refund'] as const;
export type BillLineKind = (typeof BILL_LINE_KINDS)[number];

export const billLineSchema = z.object({
  /** YYYY-MM-DD in the hostel's zone. */
  date: z.string(),
  kind: z.enum(BILL_LINE_KINDS),
  /** The meal slot of an extra meal or a rebate. */
  slot: z.string().nullable(),
  /** The plan of a plan charge, a rebate or a plan payment. */
  planName: z.string().nullable(),
  paymentId: z.string().nullable(),
  /** Signed: a charge is positive, a credit (rebate, payment) negative. */
  amount: z.number().int(),
  /**
   * What the line is about, for its words (issue 26): a plan line `refunded` (its payment given
   * back) or `upgrade` (the part an upgrade added); a payment's `method` (cash, bkash…); a guest
   * meal's, fine's or adjustment's `reason`. Absent when there is nothing to say.
   */
  note: z.enum(['refunded', 'upgrade']).optional(),
  method: z.string().optional(),
  reason: z.string().optional(),
});
export type BillLine = z.infer<typeof billLineSchema>;

/** `GET /api/me/bill?month=YYYY-MM`. */
export const billSchema = z.object({
  month: z.string(),
  /** Due (positive) or in credit (negative) at the start of the month. */
  openingBalance: z.number().int(),
  lines: z.array(billLineSchema),
  coveredMeals: z.number().int(),
  extraMeals: z.number().int(),
  rebateSlots: z.number().int(),
  rebateCapSlots: z.number().int(),
  charges: z.number().int(),
  rebates: z.number().int(),
  payments: z.number().int(),
  /** openingBalance + charges − rebates − payments: positive is owed, negative is credit. */
  due: z.number().int(),
  /** The month is closed (issue 26): this is the statement kept when it closed, never recomputed. */
  closed: z.boolean(),
});
export type Bill = z.infer<typeof billSchema>;

export const BALANCE_SORTS = ['name', 'due', 'charges', 'rebates', 'payments'] as const;

/** The month and the order of the screen; the CSV takes the same, so it lists rows as the screen does. */
export const exportQuerySchema = z.object({
  month: monthSchema,
  sort: z.enum(BALANCE_SORTS).default('due'),
  order: z.enum(['asc', 'desc']).default('desc'),
});

export const balancesQuerySchema = exportQuerySchema.extend({ limit: limitSchema(20), offset: offsetSchema });

export const balanceRowSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  /** The student deleted their account: the bill stays, without their name or email (issue 25). */
  formerStudent: z.boolean(),
  /** The room number the admin set (issue 26). */
  room: z.string().nullable(),
  /** The plan the student ate on at the month's end (or now): their own, or a room-mate's Platinum. */
  plan: z.string().nullable(),
  /** The Platinum buyer's name when `plan` is a room they share; '' when the buyer's account is gone. */
  roommateOf: z.string().nullable(),
  openingBalance: z.number().int(),
  /** Everything charged in the month: plans, extras, guests, fines and adjustments. */
  charges: z.number().int(),
  /** Of the charges, guest meals, fines and adjustments (issue 26). */
  guests: z.number().int(),
  fines: z.number().int(),
  adjustments: z.number().int(),
  rebates: z.number().int(),
  payments: z.number().int(),
  due: z.number().int(),
  /** The month is closed: the row is its kept statement. */
  closed: z.boolean(),
});
export type BalanceRow = z.infer<typeof balanceRowSchema>;

/** `GET /api/admin/bills/totals?month=`: the sums of every student's row (all pages). */
export const balanceTotalsSchema = z.object({
  students: z.number().int(),
  openingBalance: z.number().int(),
  charges: z.number().int(),
  guests: z.number().int(),
  fines: z.number().int(),
  adjustments: z.number().int(),
  rebates: z.number().int(),
  payments: z.number().int(),
  due: z.number().int(),
});
export type BalanceTotals = z.infer<typeof balanceTotalsSchema>;

/**
 * `GET /api/admin/bills/totals?month=`: the month's totals, and whether it is closed (so a month
 * without a single row still says so on Balances).
 */
export const monthTotalsSchema = balanceTotalsSchema.extend({ closed: z.boolean() });
export type MonthTotals = z.infer<typeof monthTotalsSchema>;

export const totalsQuerySchema = z.object({ month: monthSchema });

/** `GET /api/payments/receipt/{id}`: a printable receipt, the payer's own (or an admin's view). */
export const receiptSchema = z.object({
  id: z.string(),
  date: z.string(),
  purpose: z.enum(['plan', 'upgrade', 'bill']),
  planName: z.string(),
  payerName: z.string().nullable(),
  amount: z.number().int(),
  refundedAmount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  transactionId: z.string(),
  provider: z.string(),
  method: z.string(),
  reference: z.string().nullable(),
  /** The time this payment bought (plan and upgrade payments). */
  period: z.object({ startsAt: z.string(), endsAt: z.string() }).nullable(),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** `POST /api/admin/bills/{month}/close` (issue 26): a month that has ended, oldest first, once. */
export const closeMonthParamsSchema = z.object({ month: monthSchema });

export const closedMonthSchema = z.object({
  month: z.string(),
  closedAt: z.string(),
  /** How many students' bills were kept as statements. */
  statements: z.number().int(),
});
export type ClosedMonth = z.infer<typeof closedMonthSchema>;

/** Refusals of closing a month, worded by the web app from their codes. */
export const CLOSE_MONTH_ERROR_CODES = {
  notEnded: 'MONTH_NOT_ENDED',
  alreadyClosed: 'MONTH_ALREADY_CLOSED',
  notOldest: 'MONTH_NOT_OLDEST',
} as const;
export const CLOSE_MONTH_ERRORS = {
  notEnded: 'Only a month that has ended can be closed.',
  alreadyClosed: 'This month is already closed.',
  notOldest: 'Close the months in order: an earlier month is still open.',
} as const;

/** Money recorded or charged by an admin cannot be dated in a closed month (its bills are kept). */
export const IN_CLOSED_MONTH = {
  code: 'DATED_IN_CLOSED_MONTH',
  message: 'That date is in a closed month: date it in an open month, and its bill will show it.',
} as const;
