import { clientConfigSchema } from '@hostel/contract/config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC } from '../../plugins/access.ts';

/** GET /api/config: lets the sign-in forms offer Google only when it is configured. */
export function configRoutes(config: { googleSignIn: boolean }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/config',
      { config: PUBLIC, schema: { response: { 200: clientConfigSchema } } },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=60');
        return config;
      },
    );
  };
}
