import { errorSchema } from '@hostel/contract/errors';
import { mealSchema } from '@hostel/contract/meals';
import { listUpcomingMealsQuerySchema } from '@hostel/contract/upcoming-meals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setNextPageHeaders } from '../../lib/paging-headers.ts';
import { toMeal } from '../meals/meal-dto.ts';
import { listUpcomingMeals } from './upcoming-meals.queries.ts';

export const upcomingMealsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/upcoming-meals',
    { schema: { querystring: listUpcomingMealsQuerySchema, response: { 200: z.array(mealSchema), 400: errorSchema } } },
    async (request, reply) => {
      const page = await listUpcomingMeals(app.db, request.query);
      setNextPageHeaders(request, reply, page.nextCursor);
      return page.items.map(toMeal);
    },
  );
};
