import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readBuildHints, renderIndex, routeHints } from './spa-route-hints.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Serves the built web app (Brotli or gzip where the build left a compressed twin), and index.html
 * for client routes (GET paths outside /api with no file extension), so deep links like
 * /meals?sortBy=price work on reload. index.html gets the page's route hints (spa-route-hints.ts)
 * in its head, so it is compressed per answer.
 */
export async function registerSpa(app: FastifyInstance, linkedDistDir: string | undefined): Promise<void> {
  // `npm run build` points dist at each new build in turn (scripts/build-web.mjs): this server
  // serves the build it started with, whose file list @fastify/static has read, not the next one.
  const distDir = linkedDistDir && fs.existsSync(linkedDistDir) ? fs.realpathSync(linkedDistDir) : linkedDistDir;
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
  const indexHtml = hasSpa ? fs.readFileSync(indexPath, 'utf8') : '';
  const build = readBuildHints(distDir ?? '', indexHtml);

  async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    const html = Buffer.from(renderIndex(indexHtml, await routeHints(app, request, build), build));
    const accepted = String(request.headers['accept-encoding'] ?? '');
    // The page differs by cookie (a signed-in reader's calls are named), so no shared cache keeps it.
    reply.header('cache-control', 'private, no-cache').header('vary', 'accept-encoding, cookie').type('text/html');
    if (/\bbr\b/.test(accepted)) {
      const body = await brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
      return reply.header('content-encoding', 'br').send(body);
    }
    if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(await gzip(html));
    return reply.send(html);
  }

  const isClientRoute = (request: FastifyRequest) => {
    if (!hasSpa || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
    const { pathname } = new URL(request.url, 'http://local');
    return !pathname.startsWith('/api') && !path.extname(pathname);
  };
  const notFound = (reply: FastifyReply) => reply.code(404).send({ error: 'Not found' });
  // A request for no route is answered before Fastify reads its body: parsing a megabyte of JSON
  // nobody asked for cost 130 ms.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.is404 && !isClientRoute(request)) return void notFound(reply);
    done();
  });
  app.setNotFoundHandler((request, reply) => (isClientRoute(request) ? sendIndex(request, reply) : notFound(reply)));
}
