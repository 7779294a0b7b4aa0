import { STORED_PHOTO_NAME, UPLOADS_URL_PREFIX } from '@hostel/contract/photos';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { createDatabaseCacheSync } from '../../lib/database-cache-sync.ts';
import { notFound } from '../../lib/http-errors.ts';
import { type DatabaseImageStorage, UPLOAD_REMOVED_CHANNEL } from './database-storage.ts';

/**
 * Every stored image answers with these. Names are random and never reused, so they cache forever;
 * the CSP sandbox and nosniff make sure a file can never run as a page.
 */
export const STORED_IMAGE_HEADERS = {
  'cache-control': 'public, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
} as const;

/**
 * A stored image's answer, or 404. A name's image never changes, so its ETag is the name: a
 * revalidating browser gets 304 without the bytes (a smaller width is made alike on every process,
 * so the tag is weak).
 */
export function sendStoredImage(request: FastifyRequest, reply: FastifyReply, name: string, data: Buffer | null) {
  if (!data) throw notFound('Image not found');
  const etag = `W/"${name}"`;
  reply.headers(STORED_IMAGE_HEADERS).header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('image/webp').send(data);
}

/**
 * GET /api/uploads/{name}: uploaded and generated images, from this process's disk cache after the
 * first read from the database (database-storage.ts). Like the static files it replaces, it declares
 * no access level (plugins/access.ts): the images are public. Removals announced by any process empty
 * the cache of that image; if the LISTEN connection may have missed some, the whole cache.
 */
export async function registerStoredImages(
  app: FastifyInstance,
  database: Database,
  storage: DatabaseImageStorage,
): Promise<void> {
  const forgetting = (done: Promise<void>) =>
    done.catch((error: unknown) => app.log.error({ err: error }, 'stored-image cache: could not forget'));
  const sync = createDatabaseCacheSync(database, () => void forgetting(storage.forgetAll()), app.log, {
    channel: UPLOAD_REMOVED_CHANNEL,
    onNotice: (name) => void forgetting(name === '*' ? storage.forgetAll() : storage.forget(name)),
  });
  app.addHook('onReady', () => sync.start());
  app.addHook('onClose', () => sync.stop());
  app.get(`${UPLOADS_URL_PREFIX}*`, async (request, reply) => {
    const name = (request.params as { '*': string })['*'];
    return sendStoredImage(request, reply, name, STORED_PHOTO_NAME.test(name) ? await storage.read(name) : null);
  });
}
