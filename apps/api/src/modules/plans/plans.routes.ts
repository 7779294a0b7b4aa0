import type { AccountLanguage } from '@hostel/contract/account';
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
import { hitRateLimit, RateLimitError } from '../../lib/rate-limit.ts';
import { SIGNED_IN } from '../../plugins/access.ts';
import { requireUser } from '../../plugins/auth.ts';
import { roommateInvitationMail } from '../mail/mail-messages.ts';
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
/** Invitation mails one address receives, whoever invites: nobody's inbox is flooded by invitations. */
const INVITATION_MAILS_PER_ADDRESS = { max: 3, windowSeconds: 24 * 3600 };

export interface PlansRoutesOptions {
  /** Where the invitation mail's link points. */
  publicUrl: string;
}

/** A student's plan with its period, its quote, and the Platinum room (issue 17, decisions 83–85). */
export const plansRoutes: FastifyPluginAsyncZod<PlansRoutesOptions> = async (app, options) => {
  const mailInvitation = async (to: string, language: AccountLanguage, buyerEmail: string) => {
    try {
      await hitRateLimit(app.db, `roommate-invite-mail:${to}`, INVITATION_MAILS_PER_ADDRESS);
    } catch (error) {
      // Past the limit the invitation still stands (the invitee sees it when signed in); only the mail is left out.
      if (error instanceof RateLimitError) return;
      throw error;
    }
    const link = new URL('/user-dashboard', options.publicUrl).toString();
    await app.mailQueue.enqueue(roommateInvitationMail({ language, to, buyerEmail, link }));
  };
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
      // The same answer whether an account uses the address (issue 25); the account, if any, hears of it
      // in the app, and the address by mail (an address without an account is how a newcomer joins).
      if (invited.accountId) await notifyRoommateInvited(app.db, { userId: invited.accountId, buyerName: user.name });
      await mailInvitation(invited.roommate.email, invited.mailLanguage, user.email);
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
