import { type ClientConfig, clientConfigSchema } from '@hostel/contract/config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC } from '../../plugins/access.ts';

/**
 * GET /api/config: lets the sign-in forms offer Google only when it is configured, and the plans
 * and checkout say whether cards are taken here and whether in test mode.
 */
export function configRoutes(config: ClientConfig): FastifyPluginAsyncZod {
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
