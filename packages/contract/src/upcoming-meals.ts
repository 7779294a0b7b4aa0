import { z } from 'zod';
import { cursorSchema, limitSchema } from './paging.ts';

export const UPCOMING_PAGE_SIZE = 12;

export const listUpcomingMealsQuerySchema = z.object({
  limit: limitSchema(UPCOMING_PAGE_SIZE),
  cursor: cursorSchema,
});
