import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import { UPLOADS_URL_PREFIX } from '@hostel/contract/photos';
import type { FastifyInstance } from 'fastify';

/**
 * Every stored image answers with these. Names are random and never reused, so they cache forever;
 * the CSP sandbox and nosniff make sure a file can never run as a page.
 */
export const STORED_IMAGE_HEADERS = {
  'cache-control': 'public, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
} as const;

/** Uploaded and generated images, as stored. */
export async function registerUploadsStatic(app: FastifyInstance, uploadsDir: string): Promise<void> {
  fs.mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    setHeaders: (res) => {
      for (const [name, value] of Object.entries(STORED_IMAGE_HEADERS)) res.header(name, value);
    },
  });
}
