import { errorSchema } from '@hostel/contract/errors';
import { mailIdParamsSchema, mailListQuerySchema, stuckMailSchema } from '@hostel/contract/mail';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors.ts';
import { ADMIN_ONLY } from '../../plugins/access.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { retryMail, stuckMail } from './mail-admin.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** Issue 26: the admin sees the mail that could not be sent, and sends it again. */
export const mailAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/mail',
    {
      config: ADMIN_ONLY,
      schema: { querystring: mailListQuerySchema, response: { 200: z.array(stuckMailSchema), ...errors } },
    },
    async (request) => {
      await requireAdmin(request);
      return stuckMail(app.db);
    },
  );

  app.post(
    '/admin/mail/:id/retry',
    {
      config: ADMIN_ONLY,
      schema: { params: mailIdParamsSchema, response: { 200: z.object({ queued: z.literal(true) }), ...errors } },
    },
    async (request) => {
      await requireAdmin(request);
      if (!(await retryMail(app.db, request.params.id))) throw notFound('No stuck mail with this id');
      app.mailQueue.kick();
      return { queued: true as const };
    },
  );
};
