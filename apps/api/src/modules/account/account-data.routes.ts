import { accountDataSchema } from '@hostel/contract/account';
import { errorSchema } from '@hostel/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { now } from '../../lib/clock.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import { SIGNED_IN } from '../../plugins/access.ts';
import { requireUser } from '../../plugins/auth.ts';
import { exportAccountData } from './account-data.queries.ts';

// An export reads every table the person appears in: enough for a few downloads, not for a loop.
const EXPORTS_PER_USER = { max: 5, windowSeconds: 600 };

export const accountDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me/data',
    {
      config: SIGNED_IN,
      schema: {
        description: 'Download my data: everything kept about the signed-in person, as one JSON file.',
        response: { 200: accountDataSchema, 401: errorSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await hitRateLimit(app.db, `export:user:${user.id}`, EXPORTS_PER_USER);
      const data = await exportAccountData(app.db, user.id);
      const day = now().toISOString().slice(0, 10);
      reply
        .header('content-disposition', `attachment; filename="hostel-meals-data-${day}.json"`)
        // Personal data: no browser or proxy keeps a copy.
        .header('cache-control', 'no-store');
      return data;
    },
  );
};
