import { receiptSchema } from '@hostel/contract/bills';
import { errorSchema } from '@hostel/contract/errors';
import { idParamsSchema } from '@hostel/contract/my-plan';
import { TOTAL_COUNT_HEADER } from '@hostel/contract/paging';
import {
  adminPaymentSchema,
  adminPaymentsQuerySchema,
  paymentSchema,
  recordPaymentSchema,
  refundPaymentSchema,
} from '@hostel/contract/payments';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { payments } from '../../db/schema/payments.ts';
import { now } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { takaText } from '../../lib/money.ts';
import { ADMIN_ONLY } from '../../plugins/access.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { notifyPaymentSucceeded } from '../notifications/notify-events.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { listPaymentsForAdmin, recordRefund, toPayment } from './payments.queries.ts';
import { receiptOf } from './receipt.queries.ts';
import { recordAdminPayment } from './recorded-payment.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/**
 * The admin's money calls (issue 26): refunds of all or part of a payment with a reason, money
 * taken in cash or by mobile money, and a student's payments. Registered with or without a card
 * provider: cash is recorded and handed back whether or not cards are taken.
 */
export const adminPaymentsRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider | null }> = async (
  app,
  { provider },
) => {
  app.get(
    '/admin/payments',
    {
      config: ADMIN_ONLY,
      schema: { querystring: adminPaymentsQuerySchema, response: { 200: z.array(adminPaymentSchema), ...errors } },
    },
    async (request, reply) => {
      const page = await listPaymentsForAdmin(app.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, page.total);
      return page.items;
    },
  );

  app.post(
    '/admin/payments',
    {
      config: ADMIN_ONLY,
      schema: {
        body: recordPaymentSchema,
        response: { 201: paymentSchema.extend({ receipt: receiptSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      const result = await recordAdminPayment(app.db, request.body, admin.id, now());
      if (result.payerGone) throw new HttpError(404, 'Student not found');
      if (request.body.planName && result.payment.applied) {
        await notifyPaymentSucceeded(app.db, { userId: request.body.userId, planName: request.body.planName });
      }
      const receipt = await receiptOf(app.db, { id: result.payment.id, userId: admin.id, admin: true });
      return reply.code(201).send({ ...toPayment(result.payment), receipt });
    },
  );

  app.post(
    '/admin/payments/:id/refund',
    {
      config: ADMIN_ONLY,
      schema: { params: idParamsSchema, body: refundPaymentSchema, response: { 200: paymentSchema, ...errors } },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const [payment] = await app.db.select().from(payments).where(eq(payments.id, request.params.id));
      if (!payment) throw new HttpError(404, 'Payment not found');
      const remaining = payment.amount - payment.refundedAmount;
      if (remaining <= 0) throw new HttpError(409, 'This payment is refunded already.');
      const amount = request.body.amount ?? remaining;
      if (amount > remaining) {
        throw new HttpError(409, `Only ${takaText(remaining)} of this payment is left to refund.`);
      }
      const refunded = payment.refundedAmount - payment.disputedAmount + amount;
      // Cash and mobile money were handed back by the admin: the record is all there is to do.
      if (payment.method === 'card') {
        if (!provider || payment.provider !== provider.kind) {
          throw new HttpError(409, `This payment was taken by the ${payment.provider}; refund it there.`);
        }
        await provider.refund(payment.transactionId, {
          amount,
          idempotencyKey: `refund:${payment.transactionId}:${refunded}`,
        });
      }
      const row = await recordRefund(app.db, {
        transactionId: payment.transactionId,
        refunded,
        at: now(),
        reason: request.body.reason,
        byUserId: admin.id,
      });
      return toPayment(row ?? payment);
    },
  );
};
