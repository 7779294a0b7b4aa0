import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { PUBLIC } from './access.ts';

/**
 * The docs page's own policy (the app's would not fit). Swagger UI adds <style> elements as it
 * renders, hence 'unsafe-inline' for styles only; its validator badge (validator.swagger.io) stays
 * off. It loads its scripts, styles and the document from here and calls only this server when
 * "Try it out" is used; Chromium shows it with no violation (e2e/api-docs.spec.ts).
 */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The OpenAPI 3.1 document is generated from the same zod schemas that validate every route, so it
 * cannot drift from the code. Served at /api/openapi.json, browsable at /api/docs (assets come from
 * the package, nothing from a CDN). Register before the routes: it records them as they are added.
 */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Hostel Meals API',
        version: '1.0.0',
        description:
          'Meals, upcoming meals, likes, requests, reviews, users and plan payments of Hostel Meals. ' +
          'Sign in through /api/auth (better-auth); the session cookie identifies the caller. Lists answer ' +
          'arrays; the next page cursor is in X-Next-Cursor, totals of paged tables in X-Total-Count.',
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { deepLinking: true },
    staticCSP: DOCS_CSP,
  });
  app.get('/api/openapi.json', { config: PUBLIC, schema: { hide: true } }, async () => app.swagger());
}
