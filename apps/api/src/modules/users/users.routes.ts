import { errorSchema } from '@hostel/contract/errors';
import { TOTAL_COUNT_HEADER } from '@hostel/contract/paging';
import {
  adminEmailParamsSchema,
  emailParamsSchema,
  listUsersQuerySchema,
  roomAnswerSchema,
  saveUserSchema,
  searchUsersQuerySchema,
  setRoomSchema,
  updateRoleSchema,
  userIdParamsSchema,
  userRecordSchema,
} from '@hostel/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors.ts';
import { ADMIN_ONLY, SIGNED_IN } from '../../plugins/access.ts';
import { assertOwnEmail, requireAdmin, requireUser } from '../../plugins/auth.ts';
import { notifyRoleChanged } from '../notifications/notify-events.ts';
import { assertOwnUpload } from './profile-photo.ts';
import { toUserRecord } from './user-dto.ts';
import { getUserByEmail, listUsers, setUserRole, setUserRoom, updateOwnProfile } from './users.queries.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const userList = { 200: z.array(userRecordSchema), ...errors };

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/:email',
    { config: SIGNED_IN, schema: { params: emailParamsSchema, response: { 200: userRecordSchema, ...errors } } },
    async (request) => {
      const caller = await requireUser(request);
      assertOwnEmail(caller, request.params.email, { adminMayAct: true });
      const row = await getUserByEmail(app.db, request.params.email);
      if (!row) throw notFound('User not found');
      return toUserRecord(row);
    },
  );

  // The spec's client posts its record after sign-up and Google sign-in. The account already exists
  // (better-auth made it), so this is an idempotent update of the caller's own profile; the body's
  // role and badge are ignored.
  app.post(
    '/users',
    {
      config: SIGNED_IN,
      schema: {
        body: saveUserSchema,
        response: { 200: z.object({ success: z.literal(true), user: userRecordSchema }), ...errors },
      },
    },
    async (request) => {
      const caller = await requireUser(request);
      assertOwnEmail(caller, request.body.email);
      // The caller's own upload, or no photo: no profile pointing at nothing, or at another site.
      const photo = request.body.photoURL;
      if (photo) await assertOwnUpload(app.db, caller.id, photo);
      await updateOwnProfile(app.db, caller.id, { name: request.body.displayName, image: request.body.photoURL });
      const row = await getUserByEmail(app.db, caller.email);
      if (!row) throw notFound('User not found');
      return { success: true as const, user: toUserRecord(row) };
    },
  );

  app.get(
    '/users/recent/:adminEmail',
    {
      config: ADMIN_ONLY,
      schema: { params: adminEmailParamsSchema, querystring: listUsersQuerySchema, response: userList },
    },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      assertOwnEmail(admin, request.params.adminEmail);
      const page = await listUsers(app.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, page.total);
      return page.items.map(toUserRecord);
    },
  );

  app.get(
    '/users/search',
    { config: ADMIN_ONLY, schema: { querystring: searchUsersQuerySchema, response: userList } },
    async (request, reply) => {
      await requireAdmin(request);
      const page = await listUsers(app.db, { ...request.query, emailPart: request.query.email });
      reply.header(TOTAL_COUNT_HEADER, page.total);
      return page.items.map(toUserRecord);
    },
  );

  app.patch(
    '/users/:id/role',
    {
      config: ADMIN_ONLY,
      schema: {
        params: userIdParamsSchema,
        body: updateRoleSchema,
        response: { 200: z.object({ success: z.literal(true), user: userRecordSchema }), ...errors, 409: errorSchema },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const row = await setUserRole(app.db, admin.id, request.params.id, request.body.role);
      if (row.changed) await notifyRoleChanged(app.db, { userId: row.id, role: row.role });
      return { success: true as const, user: toUserRecord(row) };
    },
  );

  // The student's page sets the room number Balances shows (issue 26).
  app.put(
    '/admin/students/:id/room',
    {
      config: ADMIN_ONLY,
      schema: { params: userIdParamsSchema, body: setRoomSchema, response: { 200: roomAnswerSchema, ...errors } },
    },
    async (request) => {
      await requireAdmin(request);
      const row = await setUserRoom(app.db, request.params.id, request.body.room);
      if (!row) throw notFound('User not found');
      return row;
    },
  );
};
