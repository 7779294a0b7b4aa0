import { errorSchema } from '@hostel/contract/errors';
import { markReadSchema, notificationListSchema } from '@hostel/contract/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGNED_IN } from '../../plugins/access.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { NotificationHub, NotificationStream } from './notification-hub.ts';
import { listNotifications, markNotificationsRead } from './notifications.queries.ts';

export const notificationsRoutes: FastifyPluginAsyncZod<{ hub: NotificationHub }> = async (app, { hub }) => {
  app.get(
    '/notifications',
    { config: SIGNED_IN, schema: { response: { 200: notificationListSchema, 401: errorSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return listNotifications(app.db, user.id);
    },
  );

  app.post(
    '/notifications/read',
    {
      config: SIGNED_IN,
      schema: { body: markReadSchema, response: { 200: notificationListSchema, 400: errorSchema, 401: errorSchema } },
    },
    async (request) => {
      const user = await requireUser(request);
      await markNotificationsRead(app.db, user.id, request.body?.ids);
      return listNotifications(app.db, user.id);
    },
  );

  // Server-Sent Events: the current list at once, then again whenever something arrives for this
  // user. Ends with its session (sign-out, revocation, expiry) and when the user opens more streams
  // than the hub allows (their oldest closes); see notification-hub.ts.
  app.get(
    '/notifications/stream',
    {
      config: SIGNED_IN,
      schema: { description: 'Server-Sent Events: `notifications` events carrying the list and unread count.' },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      let sending = Promise.resolve();
      const stream: NotificationStream = {
        userId: user.id,
        sessionToken: user.sessionToken,
        poke() {
          sending = sending
            .then(async () => {
              const list = await listNotifications(app.db, user.id);
              if (!res.writableEnded) res.write(`event: notifications\ndata: ${JSON.stringify(list)}\n\n`);
            })
            .catch((error: unknown) => request.log.warn({ err: error }, 'notification stream update failed'));
        },
        keepAlive: () => res.write(': keep-alive\n\n'),
        end(retryAfterMs) {
          if (retryAfterMs !== undefined) res.write(`retry: ${retryAfterMs}\n\n`);
          res.end();
        },
      };
      request.raw.on('close', hub.add(stream));
      stream.poke();
    },
  );
};
