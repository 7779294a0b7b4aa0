import { errorSchema } from '@hostel/contract/errors';
import { createAdminSchema, SETUP_LINK_USED, setupStatusSchema } from '@hostel/contract/setup';
import { successSchema } from '@hostel/contract/users';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serverPasswordProblem } from '../../auth/common-passwords.ts';
import { ensureAdmin } from '../../auth/ensure-admin.ts';
import { asPasswordCaller } from '../../auth/password-hash.ts';
import { now } from '../../lib/clock.ts';
import { badRequest, HttpError } from '../../lib/http-errors.ts';
import { hitRateLimit, type RateRule } from '../../lib/rate-limit.ts';
import { PUBLIC } from '../../plugins/access.ts';
import { findSetupToken, isSetupOpen } from './first-run.ts';
import { claimSetupToken, deleteSetupTokens, nameAdmin, restoreSetupToken } from './setup.queries.ts';

const linkUsed = () => new HttpError(410, SETUP_LINK_USED);
const linkInvalid = () => new HttpError(403, 'This setup link is not valid. Copy the whole link from the server log.');
const found = new WeakMap<FastifyRequest, NonNullable<Awaited<ReturnType<typeof findSetupToken>>>>();

/**
 * The first-run page's calls (decision 102). `POST /api/setup` creates the hostel's admin with the
 * token of the link the server logged. In order, before the body is validated: the Origin check
 * (plugins/security.ts), the per-address limit of password calls, 410 once the link is used (or no
 * link is live), then the token (403); only then the name, email and password (400).
 */
export const setupRoutes: FastifyPluginAsyncZod<{ perIp: RateRule }> = async (app, { perIp }) => {
  app.get('/setup', { config: PUBLIC, schema: { response: { 200: setupStatusSchema } } }, async () => ({
    open: await isSetupOpen(app.db),
  }));

  app.post(
    '/setup',
    {
      config: PUBLIC,
      schema: {
        body: createAdminSchema,
        response: { 200: successSchema, 400: errorSchema, 403: errorSchema, 410: errorSchema, 429: errorSchema },
      },
      onRequest: async (request) => {
        await hitRateLimit(app.db, `auth:ip:${request.ip}`, perIp);
        if (!(await isSetupOpen(app.db))) throw linkUsed();
      },
      preValidation: async (request) => {
        const token = (request.body as { token?: unknown } | null | undefined)?.token;
        const row = typeof token === 'string' && token.length < 200 ? await findSetupToken(app.db, token) : null;
        if (!row) throw linkInvalid();
        found.set(request, row);
      },
    },
    async (request) => {
      const { name, password } = request.body;
      const email = request.body.email.trim().toLowerCase();
      const problem = serverPasswordProblem(password);
      if (problem) throw badRequest(problem);
      const row = found.get(request);
      const claimed = row ? await claimSetupToken(app.db, row.id) : null;
      if (!claimed) throw linkUsed();
      try {
        await asPasswordCaller(`ip:${request.ip}`, () => ensureAdmin(app.auth, app.db, email, password));
        await nameAdmin(app.db, email, name, now());
      } catch (error) {
        await restoreSetupToken(app.db, claimed);
        throw error;
      }
      // Used: every other link ends too.
      await deleteSetupTokens(app.db);
      request.log.info({ setup: 'admin created' }, 'first-run setup created the admin account');
      return { success: true as const };
    },
  );
};
