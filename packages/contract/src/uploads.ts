import { z } from 'zod';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/** The image-hosting answer the spec's client reads: success, data.display_url / data.url, error.message. */
export const uploadResultSchema = z.union([
  z.object({
    success: z.literal(true),
    status: z.number(),
    data: z.object({ id: z.string(), url: z.string(), display_url: z.string(), width: z.number(), height: z.number() }),
  }),
  z.object({ success: z.literal(false), status: z.number(), error: z.object({ message: z.string() }) }),
]);
export type UploadResult = z.infer<typeof uploadResultSchema>;
