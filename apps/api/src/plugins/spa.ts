import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app (Brotli or gzip where the build left a compressed twin), and index.html
 * for client routes (GET paths outside /api with no file extension), so deep links like
 * /meals?sortBy=price work on reload.
 */
export async function registerSpa(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const indexPath = distDir ? path.join(distDir, 'index.html') : undefined;
  const hasSpa = indexPath !== undefined && fs.existsSync(indexPath);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: distDir as string,
      wildcard: false,
      index: false,
      // The build writes .br and .gz twins of its text files: sent to browsers that accept them.
      preCompressed: true,
      setHeaders: (res, filePath: string) => {
        // Vite fingerprints everything under assets/, so those never change.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const { pathname } = new URL(request.url, 'http://local');
    const isClientRoute =
      hasSpa &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api') &&
      !path.extname(pathname);
    if (isClientRoute) {
      // cacheControl: false, or @fastify/static would replace no-cache with its own header.
      return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
    }
    return reply.code(404).send({ error: 'Not found' });
  });
}
