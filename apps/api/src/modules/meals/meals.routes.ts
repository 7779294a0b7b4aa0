import { errorSchema } from '@hostel/contract/errors';
import { likeMealSchema, likeResultSchema, mealViewerStatusSchema } from '@hostel/contract/likes';
import {
  listMealsQuerySchema,
  mealIdParamsSchema,
  mealSchema,
  mealsByCategoryQuerySchema,
  searchMealQuerySchema,
} from '@hostel/contract/meals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors.ts';
import { setNextPageHeaders } from '../../lib/paging-headers.ts';
import { PUBLIC, SIGNED_IN } from '../../plugins/access.ts';
import { requireSessionCheckedByQuery, requireUser } from '../../plugins/auth.ts';
import { notifyMealOnMenu } from '../notifications/notify-events.ts';
import { toMeal } from './meal-dto.ts';
import { createLikeAnnouncer, getViewerStatus, toggleMealLike } from './meal-likes.queries.ts';
import { findMealByTitle, getMealById, listOngoingMeals } from './meals.queries.ts';

const mealListResponse = { 200: z.array(mealSchema), 400: errorSchema };

// Generous for a person tapping Like, far too few for a script.
const LIKES_PER_USER = { max: 120, windowSeconds: 60 };

// Answers with nothing of the viewer in them (their own like state is my-status): see plugins/read-cache.ts.
const PUBLIC_READ = { ...PUBLIC, readCache: true };

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 429: errorSchema };

export const mealsRoutes: FastifyPluginAsyncZod<{ releaseLikes: number }> = async (app, options) => {
  const announceLikes = createLikeAnnouncer(app.db);
  app.get(
    '/meals',
    { config: PUBLIC_READ, schema: { querystring: listMealsQuerySchema, response: mealListResponse } },
    async (request, reply) => {
      const page = await listOngoingMeals(app.db, request.query);
      setNextPageHeaders(request, reply, page.nextCursor);
      return page.items.map(toMeal);
    },
  );

  app.get(
    '/meals-by-category',
    { config: PUBLIC_READ, schema: { querystring: mealsByCategoryQuerySchema, response: mealListResponse } },
    async (request, reply) => {
      const page = await listOngoingMeals(app.db, { ...request.query, sortBy: 'date', sortOrder: 'desc' });
      setNextPageHeaders(request, reply, page.nextCursor);
      return page.items.map(toMeal);
    },
  );

  app.get(
    '/meals/search',
    {
      config: PUBLIC_READ,
      schema: { querystring: searchMealQuerySchema, response: { 200: mealSchema, 400: errorSchema, 404: errorSchema } },
    },
    async (request) => {
      const row = await findMealByTitle(app.db, request.query.title);
      if (!row) throw notFound('Meal not found');
      return toMeal(row);
    },
  );

  app.get(
    '/meals/:id',
    {
      config: PUBLIC_READ,
      schema: { params: mealIdParamsSchema, response: { 200: mealSchema, 400: errorSchema, 404: errorSchema } },
    },
    async (request) => {
      const row = await getMealById(app.db, request.params.id);
      if (!row) throw notFound('Meal not found');
      return toMeal(row);
    },
  );

  app.patch(
    '/meals/:id/like',
    {
      config: { ...SIGNED_IN, sessionCheckedByQuery: true },
      schema: { params: mealIdParamsSchema, body: likeMealSchema, response: { 200: likeResultSchema, ...errors } },
    },
    async (request) => {
      // The like's own query finds the session's user (and badge): one round trip, even the first time.
      const sessionToken = await requireSessionCheckedByQuery(request);
      const result = await toggleMealLike(
        app.db,
        {
          mealId: request.params.id,
          sessionToken,
          action: request.body.action,
          releaseAt: options.releaseLikes,
          limit: { prefix: 'like:user:', ...LIKES_PER_USER },
        },
        announceLikes,
      );
      if (result.released) {
        const meal = await getMealById(app.db, request.params.id);
        await notifyMealOnMenu(app.db, { mealId: request.params.id, title: meal?.title ?? 'A meal', how: 'released' });
      }
      return result;
    },
  );

  app.get(
    '/meals/:id/my-status',
    { config: SIGNED_IN, schema: { params: mealIdParamsSchema, response: { 200: mealViewerStatusSchema, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      return getViewerStatus(app.db, request.params.id, user.id);
    },
  );
};
