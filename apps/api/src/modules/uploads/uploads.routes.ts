import crypto from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES, type UploadResult, uploadResultSchema } from '@hostel/contract/uploads';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { now } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { hitRateLimit, RateLimitError } from '../../lib/rate-limit.ts';
import { SIGNED_IN } from '../../plugins/access.ts';
import { requireUser } from '../../plugins/auth.ts';
import { toClientError } from '../../plugins/error-handler.ts';
import type { ImageStorage } from './image-storage.ts';
import { processImage } from './process-image.ts';
import { assertRoomLeft, quotaFor, recordUploadWithinQuota, type UploadQuota } from './upload-quota.ts';

const UPLOADS_PER_USER = { max: 30, windowSeconds: 600 };

/**
 * POST /api/uploads: one image in the multipart field `image`, for signed-in users (sign-up uploads
 * the photo right after the account is made). Answers in the image-hosting shape the spec's client
 * reads: `{ success, data: { url, display_url } }` or `{ success: false, error: { message } }`.
 */
export function uploadsRoutes(storage: ImageStorage, quota: UploadQuota): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(fastifyMultipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
    });

    // Every refusal answers in the upload shape, also those before the handler runs (a body that is
    // not multipart, malformed JSON): the route's 4xx schema allows no other, so `{ error }` would fail
    // to serialize and turn into a 500. Our own failures go on to the app's handler.
    app.setErrorHandler((error: FastifyError, _request, reply) => {
      const clientError = toClientError(error);
      if (!clientError) throw error;
      if (clientError instanceof RateLimitError) reply.header('retry-after', clientError.retryAfterSeconds);
      const body: UploadResult = {
        success: false,
        status: clientError.statusCode,
        error: { message: clientError.message },
      };
      return reply.code(clientError.statusCode).send(body);
    });

    app.post(
      '/uploads',
      { config: SIGNED_IN, schema: { response: { 200: uploadResultSchema, '4xx': uploadResultSchema } } },
      async (request) => {
        const user = await requireUser(request);
        await hitRateLimit(app.db, `upload:user:${user.id}`, UPLOADS_PER_USER);
        const quotaBytes = quotaFor(quota, user.role);
        await assertRoomLeft(app.db, user.id, quotaBytes);
        const part = await request.file().catch((error: unknown) => {
          throw asUploadError(error);
        });
        if (part?.fieldname !== 'image') throw new HttpError(400, 'Please choose an image to upload.');
        const input = await part.toBuffer().catch((error: unknown) => {
          throw asUploadError(error);
        });
        if (input.length === 0) throw new HttpError(400, 'Please choose an image to upload.');
        const image = await processImage(input);
        const fileName = `${crypto.randomUUID()}.webp`;
        const upload = {
          fileName,
          ownerId: user.id,
          contentType: 'image/webp',
          bytes: image.data.length,
          width: image.width,
          height: image.height,
          createdAt: now(),
        };
        // The row and the image together, or neither (decision 91).
        await recordUploadWithinQuota(app.db, upload, quotaBytes, (tx) => storage.save(fileName, image.data, tx));
        const url = storage.urlFor(fileName);
        return {
          success: true as const,
          status: 200,
          data: { id: fileName, url, display_url: url, width: image.width, height: image.height },
        };
      },
    );
  };
}

function asUploadError(error: unknown): HttpError {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, 'The image is larger than 5 MB.');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new HttpError(415, 'Send the image as multipart/form-data.');
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new HttpError(413, 'Send one image at a time.');
  }
  return new HttpError(400, 'The upload could not be read.');
}
