import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { PUBLIC } from './access.ts';

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
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiConfig: { deepLinking: true } });
  app.get('/api/openapi.json', { config: PUBLIC, schema: { hide: true } }, async () => app.swagger());
}
