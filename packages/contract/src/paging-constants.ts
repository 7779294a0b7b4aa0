// Zod-free, so the browser can import them without bundling zod.
/**
 * List bodies stay plain arrays (as the spec's calls answer); paging travels in headers.
 * Infinite lists use an opaque keyset cursor; tables that show "Page X of Y" use offset + total.
 */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';
export const TOTAL_COUNT_HEADER = 'x-total-count';
export const MAX_PAGE_SIZE = 100;
