import { ACCOUNT_ERROR_CODES, ACCOUNT_ERRORS } from '@hostel/contract/account';
import { receiptSchema } from '@hostel/contract/bills';
import { errorSchema } from '@hostel/contract/errors';
import { MESS_ERROR_CODES, MESS_ERRORS } from '@hostel/contract/mess-constants';
import { idParamsSchema } from '@hostel/contract/my-plan';
import { TOTAL_COUNT_HEADER } from '@hostel/contract/paging';
import {
  confirmPaymentResultSchema,
  confirmPaymentSchema,
  createPaymentIntentSchema,
  paymentIntentSchema,
  paymentSchema,
  paymentsPageQuerySchema,
  sandboxConfirmResultSchema,
  sandboxConfirmSchema,
} from '@hostel/contract/payments';
import { emailParamsSchema } from '@hostel/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { now } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import { PUBLIC, SIGNED_IN } from '../../plugins/access.ts';
import { assertOwnEmail, requireUser, type SessionUser } from '../../plugins/auth.ts';
import { notifyPaymentSucceeded } from '../notifications/notify-events.ts';
import { adminPaymentsRoutes } from './admin-payments.routes.ts';
import { PAYMENTS_OFF_MESSAGE } from './payment-mode.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { purposeLabel } from './payment-purpose.ts';
import {
  assertIntentPaysFor,
  listUserPayments,
  PAYMENT_CURRENCY,
  recordSucceededPayment,
  toPayment,
} from './payments.queries.ts';
import { receiptOf } from './receipt.queries.ts';
import { payWithSandboxCard, sandboxOnly } from './sandbox-provider.ts';
import { whatToCharge } from './what-to-charge.ts';

const errors = {
  400: errorSchema,
  401: errorSchema,
  402: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  429: errorSchema,
};
const PAYMENT_CALLS_PER_USER = { max: 30, windowSeconds: 600 };

async function payingUser(request: Parameters<typeof requireUser>[0], email?: string): Promise<SessionUser> {
  const user = await requireUser(request);
  if (email) assertOwnEmail(user, email);
  // The receipt and any dispute go to this address: it must be the payer's own.
  if (!user.emailVerified) {
    throw new HttpError(403, ACCOUNT_ERRORS.emailNotVerified, ACCOUNT_ERROR_CODES.emailNotVerified);
  }
  await hitRateLimit(request.server.db, `payment:user:${user.id}`, PAYMENT_CALLS_PER_USER);
  return user;
}

/**
 * The payment routes. Without a provider (payments off: no Stripe keys on a public address) the
 * routes that would start, pay or record a payment answer 503 before anything else runs (no session
 * lookup, no rate-limit row), and the history still shows earlier payments.
 */
export const paymentsRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider | null }> = async (
  app,
  { provider },
) => {
  app.get(
    '/payments/:email',
    {
      config: SIGNED_IN,
      schema: {
        params: emailParamsSchema,
        querystring: paymentsPageQuerySchema,
        response: { 200: z.array(paymentSchema), ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      assertOwnEmail(user, request.params.email);
      const page = await listUserPayments(app.db, { userId: user.id, ...request.query });
      reply.header(TOTAL_COUNT_HEADER, page.total);
      return page.items.map(toPayment);
    },
  );
  app.get(
    '/payments/receipt/:id',
    { config: SIGNED_IN, schema: { params: idParamsSchema, response: { 200: receiptSchema, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      return receiptOf(app.db, { id: request.params.id, userId: user.id, admin: user.role === 'admin' });
    },
  );
  await app.register(adminPaymentsRoutes, { provider });
  if (provider) await app.register(checkoutRoutes, { provider });
  else await app.register(checkoutOffRoutes);
};

const CHECKOUT_URLS = ['/create-payment-intent', '/confirm-payment', '/payments/sandbox/confirm'] as const;

const checkoutOffRoutes: FastifyPluginAsyncZod = async (app) => {
  const paymentsOff = async () => {
    throw new HttpError(503, PAYMENTS_OFF_MESSAGE);
  };
  for (const url of CHECKOUT_URLS) {
    app.post(url, { config: PUBLIC, onRequest: paymentsOff, schema: { response: { 503: errorSchema } } }, paymentsOff);
  }
};

const checkoutRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider }> = async (app, { provider }) => {
  app.post(
    '/create-payment-intent',
    {
      config: SIGNED_IN,
      schema: { body: createPaymentIntentSchema, response: { 200: paymentIntentSchema, ...errors } },
    },
    async (request) => {
      const user = await payingUser(request, request.body.userEmail);
      const { purpose, amount } = await whatToCharge(app.db, user.id, request.body, now());
      const label = purposeLabel(purpose);
      const attempt = request.body.attemptId ?? crypto.randomUUID();
      const intent = await provider.createIntent({
        amount,
        currency: PAYMENT_CURRENCY,
        planName: label,
        userId: user.id,
        // The amount is in the key: a quote that changed (a day passed) is a new intent, not the old one.
        idempotencyKey: `checkout:${user.id}:${label}:${amount}:${attempt}`,
      });
      return {
        clientSecret: intent.clientSecret,
        paymentIntentId: intent.id,
        amount,
        currency: PAYMENT_CURRENCY,
        provider: provider.kind,
        publishableKey: provider.publishableKey,
      };
    },
  );

  app.post(
    '/confirm-payment',
    {
      config: SIGNED_IN,
      schema: { body: confirmPaymentSchema, response: { 200: confirmPaymentResultSchema, ...errors } },
    },
    async (request) => {
      const user = await payingUser(request, request.body.userEmail);
      const { intent, purpose } = assertIntentPaysFor(await provider.retrieveIntent(request.body.transactionId), {
        userId: user.id,
        planName: request.body.planName,
        billMonth: request.body.billMonth,
      });
      const result = await recordSucceededPayment(app.db, {
        intent,
        purpose,
        userId: user.id,
        provider: provider.kind,
        at: now(),
      });
      // The account was deleted while this call ran: the payment is kept, there is no one to answer.
      if (result.payerGone) throw new HttpError(404, 'User not found');
      if (!result.payment.applied) throw new HttpError(409, MESS_ERRORS.planChanged, MESS_ERROR_CODES.planChanged);
      if (result.created && purpose.kind !== 'bill') {
        await notifyPaymentSucceeded(app.db, { userId: user.id, planName: purpose.plan });
      }
      return {
        success: true as const,
        payment: toPayment(result.payment),
        badge: result.badge,
        subscription: result.subscription,
      };
    },
  );

  app.post(
    '/payments/sandbox/confirm',
    {
      config: SIGNED_IN,
      schema: { body: sandboxConfirmSchema, response: { 200: sandboxConfirmResultSchema, ...errors } },
    },
    async (request) => {
      if (provider.kind !== 'sandbox') throw sandboxOnly();
      const user = await payingUser(request);
      return payWithSandboxCard(app.db, user.id, request.body);
    },
  );
};
