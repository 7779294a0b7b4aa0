import { z } from 'zod';

/**
 * List bodies stay plain arrays (as the spec's calls answer); paging travels in headers.
 * Infinite lists use an opaque keyset cursor; tables that show "Page X of Y" use offset + total.
 */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';
export const TOTAL_COUNT_HEADER = 'x-total-count';

export const MAX_PAGE_SIZE = 100;

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
