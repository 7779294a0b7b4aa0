import { z } from 'zod';
import { limitSchema, offsetSchema } from './paging.ts';

export const USER_DASHBOARD_PAGE_SIZE = 5;

/** The user dashboard's tables page by offset (5 a page) and answer the total in `X-Total-Count`. */
export const userPageQuerySchema = z.object({ limit: limitSchema(USER_DASHBOARD_PAGE_SIZE), offset: offsetSchema });
