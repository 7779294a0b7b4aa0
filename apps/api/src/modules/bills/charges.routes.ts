import { errorSchema } from '@hostel/contract/errors';
import { chargeSchema, createChargeSchema } from '@hostel/contract/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { now } from '../../lib/clock.ts';
import { ADMIN_ONLY } from '../../plugins/access.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { createCharge, toCharge } from './charges.queries.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** Guest meals, fines and adjustments on a student's bill (issue 26, decision 116). */
export const chargesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/charges',
    { config: ADMIN_ONLY, schema: { body: createChargeSchema, response: { 201: chargeSchema, ...errors } } },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      const row = await createCharge(app.db, request.body, admin.id, now());
      return reply.code(201).send(toCharge(row));
    },
  );
};
