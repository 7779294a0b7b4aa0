import { healthSchema } from '@hostel/contract/health';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC } from '../../plugins/access.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { config: PUBLIC, schema: { response: { 200: healthSchema } } }, async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: app.dbKind };
  });
};
