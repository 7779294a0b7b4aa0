import { errorSchema } from '@hostel/contract/errors';
import { MESS_ERROR_CODES, MESS_ERRORS } from '@hostel/contract/mess-constants';
import {
  idParamsSchema,
  inviteRoommateSchema,
  myPlanSchema,
  planQuoteParamsSchema,
  planQuoteSchema,
  roommateSchema,
} from '@hostel/contract/my-plan';
import { successSchema } from '@hostel/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { now } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import { SIGNED_IN } from '../../plugins/access.ts';
import { requireUser } from '../../plugins/auth.ts';
import { getMessSettings } from '../mess/mess-settings.queries.ts';
import { notifyRoommateInvited } from '../notifications/notify-events.ts';
import { myPlan } from './my-plan.queries.ts';
import { quoteFor } from './plan-periods.queries.ts';
import { acceptInvitation, inviteRoommate, leaveRoom, removeRoommate } from './roommates.queries.ts';

const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  429: errorSchema,
};
const INVITES_PER_USER = { max: 10, windowSeconds: 3600 };

/** A student's plan with its period, its quote, and the Platinum room (issue 17, decisions 83–85). */
export const plansRoutes: FastifyPluginAsyncZod = async (app) => {
  const current = async (userId: string) => myPlan(app.db, await getMessSettings(app.db), userId, now());

  app.get('/me/plan', { config: SIGNED_IN, schema: { response: { 200: myPlanSchema, ...errors } } }, async (request) =>
    current((await requireUser(request)).id),
  );

  app.get(
    '/me/plan/quote/:plan',
    { config: SIGNED_IN, schema: { params: planQuoteParamsSchema, response: { 200: planQuoteSchema, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      const quote = await quoteFor(app.db, user.id, request.params.plan, now());
      if (!quote.allowed) throw new HttpError(409, MESS_ERRORS.prepaidEnough, MESS_ERROR_CODES.prepaidEnough);
      return {
        plan: quote.plan,
        kind: quote.kind,
        amount: quote.amount,
        startsAt: quote.startsAt.toISOString(),
        endsAt: quote.endsAt.toISOString(),
      };
    },
  );

  app.post(
    '/me/roommates',
    { config: SIGNED_IN, schema: { body: inviteRoommateSchema, response: { 201: roommateSchema, ...errors } } },
    async (request, reply) => {
      const user = await requireUser(request);
      // Each invitation names an address: limited, so the form is no way to test which addresses have accounts.
      await hitRateLimit(app.db, `roommate-invite:${user.id}`, INVITES_PER_USER);
      const invited = await inviteRoommate(app.db, { buyerId: user.id, email: request.body.email, at: now() });
      await notifyRoommateInvited(app.db, { userId: invited.memberId, buyerName: user.name });
      return reply.code(201).send(invited.roommate);
    },
  );

  app.delete(
    '/me/roommates/:id',
    { config: SIGNED_IN, schema: { params: idParamsSchema, response: { 200: successSchema, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      await removeRoommate(app.db, { buyerId: user.id, id: request.params.id, at: now() });
      return { success: true as const };
    },
  );

  app.post(
    '/me/invitations/:id/accept',
    { config: SIGNED_IN, schema: { params: idParamsSchema, response: { 200: myPlanSchema, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      await acceptInvitation(app.db, { memberId: user.id, id: request.params.id, at: now() });
      return current(user.id);
    },
  );

  app.delete(
    '/me/invitations/:id',
    { config: SIGNED_IN, schema: { params: idParamsSchema, response: { 200: successSchema, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      await leaveRoom(app.db, { memberId: user.id, id: request.params.id, at: now() });
      return { success: true as const };
    },
  );
};
