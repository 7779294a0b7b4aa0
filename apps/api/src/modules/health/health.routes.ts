import { healthSchema } from '@hostel/contract/health';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: { 200: healthSchema } } }, async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: app.dbKind };
  });
};
