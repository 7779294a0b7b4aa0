import { adminPageQuerySchema } from '@hostel/contract/admin';
import { errorSchema } from '@hostel/contract/errors';
import {
  cancelRequestSchema,
  createdSchema,
  createMealRequestSchema,
  mealRequestSchema,
  requestIdParamsSchema,
  serveRequestSchema,
} from '@hostel/contract/meal-requests';
import { TOTAL_COUNT_HEADER } from '@hostel/contract/paging';
import { userPageQuerySchema } from '@hostel/contract/user-dashboard';
import { emailParamsSchema } from '@hostel/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import { ADMIN_ONLY, SIGNED_IN } from '../../plugins/access.ts';
import { assertOwnEmail, requireAdmin, requireUser } from '../../plugins/auth.ts';
import { notifyRequestServed } from '../notifications/notify-events.ts';
import { toMealRequest } from './meal-request-dto.ts';
import {
  cancelOwnMealRequest,
  createMealRequest,
  listAllMealRequests,
  listUserMealRequests,
  serveMealRequest,
} from './meal-requests.queries.ts';

const REQUESTS_PER_USER = { max: 30, windowSeconds: 600 };
const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  429: errorSchema,
};

export const mealRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/request-meal',
    { config: SIGNED_IN, schema: { body: createMealRequestSchema, response: { 200: createdSchema, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      await hitRateLimit(app.db, `request:user:${user.id}`, REQUESTS_PER_USER);
      const insertedId = await createMealRequest(app.db, { mealId: request.body.mealId, userId: user.id });
      return { success: true as const, insertedId };
    },
  );

  app.get(
    '/requested-meals',
    {
      config: ADMIN_ONLY,
      schema: { querystring: adminPageQuerySchema, response: { 200: z.array(mealRequestSchema), ...errors } },
    },
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
      config: ADMIN_ONLY,
      schema: {
        params: requestIdParamsSchema,
        body: serveRequestSchema,
        response: { 200: z.object({ success: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await requireAdmin(request);
      const served = await serveMealRequest(app.db, request.params.id);
      await notifyRequestServed(app.db, served);
      return { success: true as const };
    },
  );

  app.get(
    '/requests/:email',
    {
      config: SIGNED_IN,
      schema: {
        params: emailParamsSchema,
        querystring: userPageQuerySchema,
        response: { 200: z.array(mealRequestSchema), ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      assertOwnEmail(user, request.params.email);
      const page = await listUserMealRequests(app.db, { userId: user.id, ...request.query });
      reply.header(TOTAL_COUNT_HEADER, page.total);
      return page.items.map(toMealRequest);
    },
  );

  app.delete(
    '/requests/:id',
    {
      config: SIGNED_IN,
      schema: {
        params: requestIdParamsSchema,
        body: cancelRequestSchema,
        response: { 200: z.object({ success: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      if (request.body?.email) assertOwnEmail(user, request.body.email);
      await cancelOwnMealRequest(app.db, { id: request.params.id, userId: user.id });
      return { success: true as const };
    },
  );
};
