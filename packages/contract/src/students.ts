import { z } from 'zod';
import { myPlanSchema, roommateSchema } from './my-plan.ts';
import { PAYMENT_PURPOSES } from './payments.ts';
import { BADGES, USER_ROLES } from './users.ts';

/**
 * `GET /api/admin/students/{id}`: one student as the hostel's accountant sees them (issue 26):
 * the plan and room, every payment with what was given back, and the bills of the last months.
 * Every amount is in poisha.
 */

/** The months of bills the page carries, this month included; older ones through `GET /api/admin/bills`. */
export const STUDENT_PAGE_BILL_MONTHS = 12;
/** The newest payments the page carries; the total says when there are more. */
export const STUDENT_PAGE_PAYMENTS = 50;

export const studentIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const studentPaymentSchema = z.object({
  id: z.string(),
  /** ISO instant. */
  date: z.string(),
  purpose: z.enum(PAYMENT_PURPOSES),
  /** The plan bought or upgraded to, or "Bill YYYY-MM". */
  planName: z.string(),
  /** The bill's month (YYYY-MM) a bill payment pays, else null. */
  billMonth: z.string().nullable(),
  /** How the money came: `card`, or cash and mobile money recorded by an admin. */
  method: z.string(),
  amount: z.number().int(),
  status: z.string(),
  transactionId: z.string(),
  /** Given back so far (refunds and disputes). */
  refundedAmount: z.number().int(),
  /** What a refund may still give back. */
  remaining: z.number().int(),
});
export type StudentPayment = z.infer<typeof studentPaymentSchema>;

export const studentBillSchema = z.object({
  month: z.string(),
  openingBalance: z.number().int(),
  charges: z.number().int(),
  rebates: z.number().int(),
  payments: z.number().int(),
  /** Positive is owed, negative is credit. */
  due: z.number().int(),
});
export type StudentBill = z.infer<typeof studentBillSchema>;

export const studentPageSchema = z.object({
  user: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    image: z.string().nullable(),
    role: z.enum(USER_ROLES),
    badge: z.enum(BADGES),
    createdAt: z.string(),
    /** The room number the admin set, or null. */
    room: z.string().nullable(),
  }),
  plan: myPlanSchema,
  roommates: z.array(roommateSchema),
  payments: z.array(studentPaymentSchema),
  paymentsTotal: z.number().int(),
  /** Newest month first. */
  bills: z.array(studentBillSchema),
});
export type StudentPage = z.infer<typeof studentPageSchema>;
