import {
  ACCOUNT_PAGES,
  accountStatusSchema,
  deviceSessionSchema,
  sessionIdParamsSchema,
  setLanguageSchema,
  undoEmailChangeQuerySchema,
} from '@hostel/contract/account';
import { errorSchema } from '@hostel/contract/errors';
import { successSchema, userIdParamsSchema } from '@hostel/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UNDO_EMAIL_CHANGE_PATH } from '../../auth/account-flows.ts';
import { withMailIntent } from '../../auth/account-mails.ts';
import { undoEmailChange } from '../../auth/account-recovery.ts';
import { hitMailLimits, type MailLimits } from '../../auth/mail-limits.ts';
import { notFound } from '../../lib/http-errors.ts';
import { ADMIN_ONLY, PUBLIC, SIGNED_IN } from '../../plugins/access.ts';
import { requireAdmin, requireUser } from '../../plugins/auth.ts';
import {
  endDeviceSession,
  findUserEmail,
  getAccountStatus,
  listDeviceSessions,
  setAccountLanguage,
} from './account.queries.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** The account's own calls beside better-auth's (contract/account.ts), and an admin's password reset. */
export const accountRoutes: FastifyPluginAsyncZod<{ mailLimits: MailLimits }> = async (app, { mailLimits }) => {
  app.get(
    '/me/account',
    { config: SIGNED_IN, schema: { response: { 200: accountStatusSchema, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      const status = await getAccountStatus(app.db, user.id);
      if (!status) throw notFound('User not found');
      return status;
    },
  );

  app.put(
    '/me/language',
    { config: SIGNED_IN, schema: { body: setLanguageSchema, response: { 200: successSchema, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      await setAccountLanguage(app.db, user.id, request.body.language);
      return { success: true as const };
    },
  );

  app.get(
    '/me/sessions',
    { config: SIGNED_IN, schema: { response: { 200: z.array(deviceSessionSchema), ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      return listDeviceSessions(app.db, user.id, user.sessionToken);
    },
  );

  app.delete(
    '/me/sessions/:id',
    { config: SIGNED_IN, schema: { params: sessionIdParamsSchema, response: { 200: successSchema, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      if (!(await endDeviceSession(app.db, user.id, request.params.id))) throw notFound('Session not found');
      return { success: true as const };
    },
  );

  app.post(
    '/users/:id/password-reset',
    {
      config: ADMIN_ONLY,
      schema: { params: userIdParamsSchema, response: { 200: successSchema, ...errors, 429: errorSchema } },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const email = await findUserEmail(app.db, request.params.id);
      if (!email) throw notFound('User not found');
      // better-auth's own hook counts the recipient; the admin's account and address are counted here.
      await hitMailLimits(app.db, mailLimits, { accountId: admin.id, ip: request.ip });
      await withMailIntent('admin-reset', () =>
        app.auth.api.requestPasswordReset({ body: { email, redirectTo: ACCOUNT_PAGES.resetPassword } }),
      );
      return { success: true as const };
    },
  );

  // The link mailed to the old address of a changed email (auth/account-flows.ts). A link in a mail
  // is a GET, as better-auth's verification links are; its token works once.
  app.get(
    UNDO_EMAIL_CHANGE_PATH.replace(/^\/api/, ''),
    {
      config: PUBLIC,
      schema: {
        querystring: undoEmailChangeQuerySchema,
        response: {
          302: z.null().describe('To the reset page: ?token= to choose a password, or ?error='),
          400: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const resetToken = await undoEmailChange(app.db, request.query.token);
      const query = resetToken ? `token=${encodeURIComponent(resetToken)}` : 'error=INVALID_TOKEN';
      return reply.redirect(`${ACCOUNT_PAGES.resetPassword}?${query}`, 302);
    },
  );
};
