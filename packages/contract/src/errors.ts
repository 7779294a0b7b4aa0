import { z } from 'zod';

/** Every 4xx/5xx answer of the API has this shape. */
export const errorSchema = z.object({ error: z.string() });
export type ApiError = z.infer<typeof errorSchema>;
