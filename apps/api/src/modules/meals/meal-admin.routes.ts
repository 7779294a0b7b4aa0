import { adminPageQuerySchema } from '@hostel/contract/admin';
import { errorSchema } from '@hostel/contract/errors';
import { createMealSchema, updateMealSchema } from '@hostel/contract/meal-input';
import { createdSchema } from '@hostel/contract/meal-requests';
import { adminMealSchema, mealIdParamsSchema } from '@hostel/contract/meals';
import { TOTAL_COUNT_HEADER } from '@hostel/contract/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ONLY } from '../../plugins/access.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import type { ImageStorage } from '../uploads/image-storage.ts';
import { assertStoredImage, removeImageIfUnused } from '../uploads/uploads.queries.ts';
import { createMeal, deleteMeal, listMealsByPopularity, updateMeal } from './meal-admin.queries.ts';
import { toAdminMeal } from './meal-dto.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const success = z.object({ success: z.literal(true) });

/** What admins do with meals: add, update, delete, and the All Meals table. */
export const mealAdminRoutes: FastifyPluginAsyncZod<{ storage: ImageStorage }> = async (app, { storage }) => {
  app.post(
    '/meals',
    { config: ADMIN_ONLY, schema: { body: createMealSchema, response: { 200: createdSchema, ...errors } } },
    async (request) => {
      const admin = await requireAdmin(request);
      const { date, ...fields } = request.body;
      await assertStoredImage(storage, fields.image);
      const insertedId = await createMeal(app.db, {
        fields: { ...fields, postTime: new Date(date) },
        addedBy: admin.id,
        status: 'ongoing',
      });
      return { success: true as const, insertedId };
    },
  );

  app.put(
    '/meals/:id',
    {
      config: ADMIN_ONLY,
      schema: { params: mealIdParamsSchema, body: updateMealSchema, response: { 200: success, ...errors } },
    },
    async (request) => {
      await requireAdmin(request);
      const { date, ...fields } = request.body;
      await assertStoredImage(storage, fields.image);
      const { previousImage } = await updateMeal(app.db, request.params.id, { ...fields, postTime: new Date(date) });
      if (previousImage !== fields.image) await removeImageIfUnused(app.db, storage, previousImage);
      return { success: true as const };
    },
  );

  app.delete(
    '/meals/:id',
    { config: ADMIN_ONLY, schema: { params: mealIdParamsSchema, response: { 200: success, ...errors } } },
    async (request) => {
      await requireAdmin(request);
      const { image } = await deleteMeal(app.db, request.params.id);
      await removeImageIfUnused(app.db, storage, image);
      return { success: true as const };
    },
  );

  app.get(
    '/admin/meals',
    {
      config: ADMIN_ONLY,
      schema: { querystring: adminPageQuerySchema, response: { 200: z.array(adminMealSchema), ...errors } },
    },
    async (request, reply) => {
      await requireAdmin(request);
      const page = await listMealsByPopularity(app.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, page.total);
      return page.items.map(toAdminMeal);
    },
  );
};
