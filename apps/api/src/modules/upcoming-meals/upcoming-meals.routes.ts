import { adminPageQuerySchema } from '@hostel/contract/admin';
import { errorSchema } from '@hostel/contract/errors';
import { createUpcomingMealSchema, publishUpcomingMealSchema } from '@hostel/contract/meal-input';
import { createdSchema } from '@hostel/contract/meal-requests';
import { adminMealSchema, mealIdParamsSchema, mealSchema } from '@hostel/contract/meals';
import { TOTAL_COUNT_HEADER } from '@hostel/contract/paging';
import { listUpcomingMealsQuerySchema } from '@hostel/contract/upcoming-meals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setNextPageHeaders } from '../../lib/paging-headers.ts';
import { ADMIN_ONLY, PUBLIC } from '../../plugins/access.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { createMeal } from '../meals/meal-admin.queries.ts';
import { toAdminMeal, toMeal } from '../meals/meal-dto.ts';
import { notifyMealOnMenu } from '../notifications/notify-events.ts';
import type { ImageStorage } from '../uploads/image-storage.ts';
import { assertStoredImage } from '../uploads/uploads.queries.ts';
import { listUpcomingMeals, listUpcomingMealsPage, publishUpcomingMeal } from './upcoming-meals.queries.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export const upcomingMealsRoutes: FastifyPluginAsyncZod<{ storage: ImageStorage }> = async (app, { storage }) => {
  app.get(
    '/upcoming-meals',
    {
      // The same for every viewer, no email in it: served from the read cache (plugins/read-cache.ts).
      config: { ...PUBLIC, readCache: true },
      schema: { querystring: listUpcomingMealsQuerySchema, response: { 200: z.array(mealSchema), 400: errorSchema } },
    },
    async (request, reply) => {
      const page = await listUpcomingMeals(app.db, request.query);
      setNextPageHeaders(request, reply, page.nextCursor);
      return page.items.map(toMeal);
    },
  );

  app.post(
    '/upcoming-meals',
    { config: ADMIN_ONLY, schema: { body: createUpcomingMealSchema, response: { 200: createdSchema, ...errors } } },
    async (request) => {
      const admin = await requireAdmin(request);
      const { postTime, ...fields } = request.body;
      await assertStoredImage(storage, fields.image);
      const insertedId = await createMeal(app.db, {
        fields: { ...fields, postTime: new Date(postTime) },
        addedBy: admin.id,
        status: 'upcoming',
      });
      return { success: true as const, insertedId };
    },
  );

  app.post(
    '/upcoming-meals/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        params: mealIdParamsSchema,
        body: publishUpcomingMealSchema,
        response: { 200: z.object({ success: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await requireAdmin(request);
      const { title } = await publishUpcomingMeal(app.db, request.params.id);
      await notifyMealOnMenu(app.db, { mealId: request.params.id, title, how: 'published' });
      return { success: true as const };
    },
  );

  app.get(
    '/admin/upcoming-meals',
    {
      config: ADMIN_ONLY,
      schema: { querystring: adminPageQuerySchema, response: { 200: z.array(adminMealSchema), ...errors } },
    },
    async (request, reply) => {
      await requireAdmin(request);
      const page = await listUpcomingMealsPage(app.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, page.total);
      return page.items.map(toAdminMeal);
    },
  );
};
