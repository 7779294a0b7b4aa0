import { PHOTO_WIDTHS, type PhotoWidth, STORED_PHOTO_NAME } from '@hostel/contract/photos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC } from '../../plugins/access.ts';
import type { ImageStorage } from './image-storage.ts';
import { createPhotoWidths } from './photo-widths.ts';
import { sendStoredImage } from './stored-images.routes.ts';

export const photoWidthParamsSchema = z.object({
  width: z.enum(PHOTO_WIDTHS.map((width) => `w${width}` as const)),
  name: z.string().regex(STORED_PHOTO_NAME, 'Not an image name'),
});

/** GET /api/uploads/w{width}/{name}: a stored photo made at most `width` pixels wide (srcset). */
export function photoWidthsRoutes(storage: ImageStorage): FastifyPluginAsyncZod {
  return async (app) => {
    const photoAtWidth = createPhotoWidths(app.db, storage);
    app.get(
      '/uploads/:width/:name',
      // No response schema: the answer is the image's bytes; refusals are the app's `{ error }`.
      { config: PUBLIC, schema: { params: photoWidthParamsSchema } },
      async (request, reply) => {
        const { width, name } = request.params;
        const data = await photoAtWidth(name, Number(width.slice(1)) as PhotoWidth);
        return sendStoredImage(request, reply, `${width}/${name}`, data);
      },
    );
  };
}
