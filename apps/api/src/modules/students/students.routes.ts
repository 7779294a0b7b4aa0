import { errorSchema } from '@hostel/contract/errors';
import { studentIdParamsSchema, studentPageSchema } from '@hostel/contract/students';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { now } from '../../lib/clock.ts';
import { ADMIN_ONLY } from '../../plugins/access.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { studentPage } from './students.queries.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** The admin's page of one student (issue 26). */
export const studentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/students/:id',
    { config: ADMIN_ONLY, schema: { params: studentIdParamsSchema, response: { 200: studentPageSchema, ...errors } } },
    async (request) => {
      await requireAdmin(request);
      return studentPage(app.db, request.params.id, now());
    },
  );
};
