import { z } from 'zod';

import { MAX_PAGE_SIZE } from './paging-constants.ts';

export * from './paging-constants.ts';

export const limitSchema = (defaultLimit: number) =>
  z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
    .default(defaultLimit);

export const cursorSchema = z.string().min(1).max(512, 'cursor is too long').optional();

export const offsetSchema = z.coerce
  .number({ error: 'offset must be a number' })
  .int('offset must be a whole number')
  .min(0, 'offset must not be negative')
  .max(1_000_000, 'offset is too large')
  .default(0);
