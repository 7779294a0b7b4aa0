import { z } from 'zod';

/** Every 4xx/5xx answer of the API has this shape. */
export const errorSchema = z.object({
  error: z.string(),
  /** Present on refusals the web app words itself, in the reader's language (see account.ts). */
  code: z.string().optional(),
});
export type ApiError = z.infer<typeof errorSchema>;
