import type { FastifyInstance } from 'fastify';

/**
 * Our API takes JSON (and multipart for uploads, registered there). Everything else, text/plain
 * included, is answered 415 instead of reaching a handler as a string.
 */
export function registerBodyParsers(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
  // A DELETE or POST with a JSON content type but no body (as many clients send) is an empty body,
  // not a parse error; a non-empty body is parsed by Fastify's own safe parser (no __proto__).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    parseJson(request, body as string, done);
  });
}
