import { adminPageQuerySchema } from '@hostel/contract/admin';
import { errorSchema } from '@hostel/contract/errors';
import {
  createdSchema,
  createMealRequestSchema,
  mealRequestSchema,
  requestIdParamsSchema,
  serveRequestSchema,
} from '@hostel/contract/meal-requests';
import { TOTAL_COUNT_HEADER } from '@hostel/contract/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, requireUser } from '../../plugins/auth.ts';
import { toMealRequest } from './meal-request-dto.ts';
import { createMealRequest, listAllMealRequests, serveMealRequest } from './meal-requests.queries.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export const mealRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/request-meal',
    { schema: { body: createMealRequestSchema, response: { 200: createdSchema, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      const insertedId = await createMealRequest(app.db, { mealId: request.body.mealId, userId: user.id });
      return { success: true as const, insertedId };
    },
  );

  app.get(
    '/requested-meals',
    { schema: { querystring: adminPageQuerySchema, response: { 200: z.array(mealRequestSchema), ...errors } } },
    async (request, reply) => {
      await requireAdmin(request);
      const page = await listAllMealRequests(app.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, page.total);
      return page.items.map(toMealRequest);
    },
  );

  app.patch(
    '/requested-meals/:id',
    {
      schema: {
        params: requestIdParamsSchema,
        body: serveRequestSchema,
        response: { 200: z.object({ success: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await requireAdmin(request);
      await serveMealRequest(app.db, request.params.id);
      return { success: true as const };
    },
  );
};
