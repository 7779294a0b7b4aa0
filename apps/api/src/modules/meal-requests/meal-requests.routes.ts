import { errorSchema } from '@hostel/contract/errors';
import { createdSchema, createMealRequestSchema } from '@hostel/contract/meal-requests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { createMealRequest } from './meal-requests.queries.ts';

const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema };

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
};
