import { z } from 'zod';
import { limitSchema, offsetSchema } from './paging.ts';
import { PLANS } from './plans.ts';

const PLAN_NAMES = PLANS.map((p) => p.name) as [string, ...string[]];
export const planNameSchema = z.enum(PLAN_NAMES, { error: 'Unknown plan. Choose Silver, Gold or Platinum.' });

/**
 * `POST /api/create-payment-intent`. The amount is the server's (plan price × 100); the spec's
 * client sends `amount` and `userEmail` too: a different amount is refused, the email must be the
 * caller's. `attemptId` (one per checkout visit) makes retries reuse one PaymentIntent.
 */
export const createPaymentIntentSchema = z.object({
  planName: planNameSchema,
  amount: z.number().optional(),
  userEmail: z.string().trim().toLowerCase().optional(),
  attemptId: z.uuid({ error: 'attemptId must be a UUID' }).optional(),
});

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
export const confirmPaymentSchema = z.object({
  planName: planNameSchema,
  transactionId: z.string().trim().min(1, 'transactionId is required').max(255, 'transactionId is too long'),
  amount: z.number().optional(),
  userEmail: z.string().trim().toLowerCase().optional(),
});

export const paymentSchema = z.object({
  id: z.string(),
  date: z.string(),
  planName: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  transactionId: z.string(),
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
