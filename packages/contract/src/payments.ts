import { z } from 'zod';
import { calendarDateSchema, monthSchema } from './calendar.ts';
import { limitSchema, offsetSchema } from './paging.ts';
import { PLANS, type PlanName } from './plans.ts';

const PLAN_NAMES = PLANS.map((p) => p.name) as [PlanName, ...PlanName[]];
export const planNameSchema = z.enum(PLAN_NAMES, { error: 'Unknown plan. Choose Silver, Gold or Platinum.' });

const oneThingToPay = (body: { planName?: string | undefined; billMonth?: string | undefined }) =>
  (body.planName === undefined) !== (body.billMonth === undefined);
const ONE_THING = { message: 'Send planName (a plan) or billMonth (the bill), not both', path: ['planName'] };

/**
 * `POST /api/create-payment-intent`. The amount is the server's: the plan's quote (its price, or
 * pro rata for an upgrade; decision 84) or the bill's due; the spec's client sends `amount` and
 * `userEmail` too: a different amount is refused, the email must be the caller's. `attemptId` (one
 * per checkout visit) makes retries reuse one PaymentIntent.
 */
export const createPaymentIntentSchema = z
  .object({
    planName: planNameSchema.optional(),
    /** Pay the bill: the current month (YYYY-MM) in the hostel's zone. */
    billMonth: monthSchema.optional(),
    amount: z.number().optional(),
    userEmail: z.string().trim().toLowerCase().optional(),
    attemptId: z.uuid({ error: 'attemptId must be a UUID' }).optional(),
  })
  .refine(oneThingToPay, ONE_THING);

export const paymentIntentSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  provider: z.enum(['sandbox', 'stripe']),
  publishableKey: z.string().nullable(),
});
export type PaymentIntentAnswer = z.infer<typeof paymentIntentSchema>;

/** `POST /api/confirm-payment`: the server checks the intent with the provider before recording. */
export const confirmPaymentSchema = z
  .object({
    planName: planNameSchema.optional(),
    billMonth: monthSchema.optional(),
    transactionId: z.string().trim().min(1, 'transactionId is required').max(255, 'transactionId is too long'),
    amount: z.number().optional(),
    userEmail: z.string().trim().toLowerCase().optional(),
  })
  .refine(oneThingToPay, ONE_THING);

export const PAYMENT_PURPOSES = ['plan', 'upgrade', 'bill'] as const;

/** How money came: a card through the provider, or cash or mobile money an admin recorded (issue 26). */
export const PAYMENT_METHODS = ['card', 'cash', 'bkash', 'nagad', 'rocket'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** What an admin records by hand: everything but a card. */
export const RECORDED_METHODS = ['cash', 'bkash', 'nagad', 'rocket'] as const;
/** The admin may date a recorded payment this many days back (decision: money not taken by card). */
export const RECORDED_PAYMENT_MAX_DAYS_BACK = 31;
/** The most one recorded payment or charge may be: ৳100,000, in poisha. */
export const RECORDED_AMOUNT_MAX = 10_000_000;

export const paymentSchema = z.object({
  id: z.string(),
  date: z.string(),
  planName: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  transactionId: z.string(),
  /** A plan bought (or renewed), an upgrade pro rata, or the monthly bill paid. */
  purpose: z.enum(PAYMENT_PURPOSES),
  /** Given back by a refund (or lost to a dispute), poisha. */
  refundedAmount: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  /** The receipt-book number or mobile-money transaction id an admin typed; null for a card. */
  reference: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

const reasonSchema = z
  .string({ error: 'A reason is required.' })
  .trim()
  .min(1, 'A reason is required.')
  .max(500, 'The reason is too long (500 characters at most).');

/** `POST /api/admin/payments/{id}/refund`: the whole of what remains when `amount` is left out. */
export const refundPaymentSchema = z.object({
  amount: z.number().int('amount is in poisha: a whole number').positive('amount must be more than 0').optional(),
  reason: reasonSchema,
});

/** One time money of a payment went back or came back, as the admin's list shows it. */
export const refundEventSchema = z.object({
  kind: z.enum(['refund', 'dispute', 'dispute-won']),
  amount: z.number().int(),
  reason: z.string().nullable(),
  at: z.string(),
});

/** `GET /api/admin/payments?userId=`: a student's payments with each refund and why. */
export const adminPaymentSchema = paymentSchema.extend({ refunds: z.array(refundEventSchema) });
export type AdminPayment = z.infer<typeof adminPaymentSchema>;
export const adminPaymentsQuerySchema = z.object({
  userId: z.string().trim().min(1).max(64),
  limit: limitSchema(20),
  offset: offsetSchema,
});

const poishaSchema = z
  .number()
  .int('amount is in poisha: a whole number')
  .min(-RECORDED_AMOUNT_MAX, 'amount is too large')
  .max(RECORDED_AMOUNT_MAX, 'amount is too large');

/** `POST /api/admin/payments`: money an admin took in cash or by mobile money (issue 26). */
export const recordPaymentSchema = z.object({
  userId: z.string().trim().min(1).max(64),
  amount: poishaSchema.refine((n) => n > 0, 'amount must be more than 0'),
  method: z.enum(RECORDED_METHODS, { error: 'method is cash, bkash, nagad or rocket' }),
  reference: z.string().trim().min(1, 'A reference is required.').max(100, 'The reference is too long.'),
  /** YYYY-MM-DD in the hostel's zone: the day the money came. */
  date: calendarDateSchema,
  planName: planNameSchema.optional(),
});

export const CHARGE_KINDS = ['guest', 'fine', 'adjustment'] as const;

/** `POST /api/admin/charges`: a guest meal, a fine or an adjustment (negative: a credit) on a bill. */
export const createChargeSchema = z
  .object({
    userId: z.string().trim().min(1).max(64),
    date: calendarDateSchema,
    kind: z.enum(CHARGE_KINDS),
    amount: poishaSchema.refine((n) => n !== 0, 'amount must not be 0'),
    reason: reasonSchema,
    slot: z.enum(['breakfast', 'lunch', 'dinner']).optional(),
    mealId: z.uuid({ error: 'mealId must be a UUID' }).optional(),
  })
  .refine((c) => c.kind === 'adjustment' || c.amount > 0, {
    message: 'Only an adjustment may be negative.',
    path: ['amount'],
  })
  .refine((c) => (c.kind === 'guest') === (c.slot !== undefined), {
    message: 'A guest meal names its slot (and only a guest meal does).',
    path: ['slot'],
  })
  .refine((c) => c.kind === 'guest' || c.mealId === undefined, {
    message: 'Only a guest meal names a dish.',
    path: ['mealId'],
  });

export const chargeSchema = z.object({
  id: z.string(),
  userId: z.string(),
  date: z.string(),
  kind: z.enum(CHARGE_KINDS),
  amount: z.number().int(),
  reason: z.string(),
  slot: z.string().nullable(),
  mealId: z.string().nullable(),
});
export type Charge = z.infer<typeof chargeSchema>;

export const confirmPaymentResultSchema = z.object({
  success: z.literal(true),
  payment: paymentSchema,
  badge: z.string(),
  subscription: z.string().nullable(),
});

export const paymentsPageQuerySchema = z.object({ limit: limitSchema(5), offset: offsetSchema });

/** The built-in sandbox's card step (what Stripe.js does against Stripe in production). */
export const sandboxConfirmSchema = z.object({
  clientSecret: z.string().min(1).max(255),
  cardNumber: z.string().trim().max(30),
  expiry: z.string().trim().max(7),
  cvc: z.string().trim().max(4),
});
export const sandboxConfirmResultSchema = z.object({
  status: z.enum(['succeeded', 'requires_payment_method']),
  paymentIntentId: z.string(),
  error: z.object({ message: z.string() }).nullable(),
});
