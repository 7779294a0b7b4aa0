import { z } from 'zod';
import { monthSchema } from './calendar.ts';
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
});
export type Payment = z.infer<typeof paymentSchema>;

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
