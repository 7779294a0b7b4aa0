import { z } from 'zod';
import { limitSchema, offsetSchema } from './paging.ts';

export const ADMIN_PAGE_SIZE = 10;

/** Admin tables page by offset and answer the total in `X-Total-Count` ("Page X of Y"). */
export const adminPageQuerySchema = z.object({ limit: limitSchema(ADMIN_PAGE_SIZE), offset: offsetSchema });
