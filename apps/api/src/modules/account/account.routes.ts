import {
  ACCOUNT_PAGES,
  accountStatusSchema,
  deviceSessionSchema,
  sessionIdParamsSchema,
  setLanguageSchema,
  undoEmailChangeResultSchema,
  undoEmailChangeSchema,
} from '@hostel/contract/account';
import { errorSchema } from '@hostel/contract/errors';
import { successSchema, userIdParamsSchema } from '@hostel/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withMailIntent } from '../../auth/account-mails.ts';
import { undoEmailChange } from '../../auth/account-recovery.ts';
import { hitMailLimits, type MailLimits } from '../../auth/mail-limits.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
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

  // The button of the page the undo link mailed to the old address of a changed email opens
  // (auth/account-flows.ts). The link itself only opens that page: a mail provider's link scanner
  // fetching it must not hand the account back. Public: whoever reads the old address's mail may
  // undo; the token works once.
  app.post(
    '/account/undo-email-change',
    {
      config: PUBLIC,
      schema: { body: undoEmailChangeSchema, response: { 200: undoEmailChangeResultSchema, 400: errorSchema } },
    },
    async (request) => {
      const resetToken = await undoEmailChange(app.db, request.body.token);
      if (!resetToken) throw badRequest('This link no longer works');
      return { resetToken };
    },
  );
};
