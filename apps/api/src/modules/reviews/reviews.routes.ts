import { adminPageQuerySchema } from '@hostel/contract/admin';
import { errorSchema } from '@hostel/contract/errors';
import { mealIdParamsSchema } from '@hostel/contract/meals';
import { TOTAL_COUNT_HEADER } from '@hostel/contract/paging';
import {
  createReviewSchema,
  deleteReviewSchema,
  listMealReviewsQuerySchema,
  reviewIdParamsSchema,
  reviewSchema,
  reviewWithEmailSchema,
  updateReviewSchema,
} from '@hostel/contract/reviews';
import { userPageQuerySchema } from '@hostel/contract/user-dashboard';
import { emailParamsSchema } from '@hostel/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors.ts';
import { setNextPageHeaders } from '../../lib/paging-headers.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import { ADMIN_ONLY, PUBLIC, SIGNED_IN } from '../../plugins/access.ts';
import { assertOwnEmail, requireAdmin, requireUser } from '../../plugins/auth.ts';
import { toReview, toReviewWithEmail } from './review-dto.ts';
import {
  createReview,
  deleteReview,
  getReviewById,
  listAllReviews,
  listMealReviews,
  listUserReviews,
  updateOwnReview,
} from './reviews.queries.ts';

const REVIEWS_PER_USER = { max: 30, windowSeconds: 600 };
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 429: errorSchema };

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reviews',
    {
      config: ADMIN_ONLY,
      schema: { querystring: adminPageQuerySchema, response: { 200: z.array(reviewWithEmailSchema), ...errors } },
    },
    async (request, reply) => {
      await requireAdmin(request);
      const page = await listAllReviews(app.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, page.total);
      return page.items.map(toReviewWithEmail);
    },
  );

  app.get(
    '/reviews/meal/:id',
    {
      // The same for every viewer, no email in it: served from the read cache (plugins/read-cache.ts).
      config: { ...PUBLIC, readCache: true },
      schema: {
        params: mealIdParamsSchema,
        querystring: listMealReviewsQuerySchema,
        response: { 200: z.array(reviewSchema), ...errors },
      },
    },
    async (request, reply) => {
      const page = await listMealReviews(app.db, { mealId: request.params.id, ...request.query });
      setNextPageHeaders(request, reply, page.nextCursor);
      return page.page.map(toReview);
    },
  );

  app.get(
    '/reviews/user/:email',
    {
      config: SIGNED_IN,
      schema: {
        params: emailParamsSchema,
        querystring: userPageQuerySchema,
        response: { 200: z.array(reviewWithEmailSchema), ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      assertOwnEmail(user, request.params.email);
      const page = await listUserReviews(app.db, { userId: user.id, ...request.query });
      reply.header(TOTAL_COUNT_HEADER, page.total);
      return page.items.map(toReviewWithEmail);
    },
  );

  app.get(
    '/reviews/:id',
    { config: PUBLIC, schema: { params: reviewIdParamsSchema, response: { 200: reviewSchema, ...errors } } },
    async (request) => {
      const row = await getReviewById(app.db, request.params.id);
      if (!row) throw notFound('Review not found');
      return toReview(row);
    },
  );

  app.post(
    '/reviews',
    { config: SIGNED_IN, schema: { body: createReviewSchema, response: { 200: reviewWithEmailSchema, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      await hitRateLimit(app.db, `review:user:${user.id}`, REVIEWS_PER_USER);
      const { mealId, text, stars } = request.body;
      return toReviewWithEmail(await createReview(app.db, { mealId, userId: user.id, text, stars: stars ?? null }));
    },
  );

  app.patch(
    '/reviews/:id',
    {
      config: SIGNED_IN,
      schema: {
        params: reviewIdParamsSchema,
        body: updateReviewSchema,
        response: { 200: reviewWithEmailSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return toReviewWithEmail(
        await updateOwnReview(app.db, { id: request.params.id, userId: user.id, ...request.body }),
      );
    },
  );

  app.delete(
    '/reviews/:id',
    {
      config: SIGNED_IN,
      schema: {
        params: reviewIdParamsSchema,
        body: deleteReviewSchema,
        response: { 200: z.object({ success: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      if (request.body?.email) assertOwnEmail(user, request.body.email, { adminMayAct: true });
      await deleteReview(app.db, { id: request.params.id, userId: user.id, isAdmin: user.role === 'admin' });
      return { success: true as const };
    },
  );
};
