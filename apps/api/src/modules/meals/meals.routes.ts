import { errorSchema } from '@hostel/contract/errors';
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
import { toMeal } from './meal-dto.ts';
import { findMealByTitle, getMealById, listOngoingMeals } from './meals.queries.ts';

const mealListResponse = { 200: z.array(mealSchema), 400: errorSchema };

export const mealsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/meals',
    { schema: { querystring: listMealsQuerySchema, response: mealListResponse } },
    async (request, reply) => {
      const page = await listOngoingMeals(app.db, request.query);
      setNextPageHeaders(request, reply, page.nextCursor);
      return page.items.map(toMeal);
    },
  );

  app.get(
    '/meals-by-category',
    { schema: { querystring: mealsByCategoryQuerySchema, response: mealListResponse } },
    async (request, reply) => {
      const page = await listOngoingMeals(app.db, { ...request.query, sortBy: 'date', sortOrder: 'desc' });
      setNextPageHeaders(request, reply, page.nextCursor);
      return page.items.map(toMeal);
    },
  );

  app.get(
    '/meals/search',
    {
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
    { schema: { params: mealIdParamsSchema, response: { 200: mealSchema, 400: errorSchema, 404: errorSchema } } },
    async (request) => {
      const row = await getMealById(app.db, request.params.id);
      if (!row) throw notFound('Meal not found');
      return toMeal(row);
    },
  );
};
