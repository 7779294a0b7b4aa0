import type { FastifyInstance } from 'fastify';
import { requireAdmin, requireSessionCheckedByQuery, requireUser } from './auth.ts';

/** Who may call a route: anyone, a signed-in user, or an admin. */
export const ACCESS_LEVELS = ['public', 'user', 'admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every /api route states it (checked at start): the guard answers 401/403 before anything is read. */
    access?: Access;
    /**
     * The handler's own query checks the session (a like): the guard checks only the cookie's
     * signature, as `requireSessionCheckedByQuery` does.
     */
    sessionCheckedByQuery?: boolean;
  }
}

// Routes other plugins add, which declare nothing: the API docs and the stored images (public
// files), and better-auth's endpoints, which decide per endpoint (auth/session-endpoints.ts).
const UNDECLARED = [/^\/api\/docs(\/|$)/, /^\/api\/uploads\/\*$/, /^\/api\/auth\/\*$/];

/**
 * The guard comes first: a stranger calling a route that needs a session gets 401 (and a user
 * calling an admin route 403) at `onRequest`, before the body is parsed and before params, query
 * or body are validated, so nothing about a route's input is told to someone who may not call it.
 * Each route names its level in `config.access`; an /api route that names none stops the start.
 * Handlers still ask `requireUser`/`requireAdmin` for the caller (looked up once per request).
 */
export function registerAccessGuard(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || UNDECLARED.some((pattern) => pattern.test(route.url))) return;
    const access = route.config?.access;
    if (!access || !ACCESS_LEVELS.includes(access)) {
      throw new Error(
        `${[route.method].flat().join(',')} ${route.url} must declare config.access (public, user or admin)`,
      );
    }
  });
  // A callback hook: public routes, most requests, pass without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const { access, sessionCheckedByQuery } = request.routeOptions.config;
    if (access !== 'admin' && access !== 'user') return done();
    const check =
      access === 'admin' ? requireAdmin : sessionCheckedByQuery ? requireSessionCheckedByQuery : requireUser;
    check(request).then(() => done(), done);
  });
}

/** Route configs naming who may call: `{ config: SIGNED_IN, schema: … }`. */
export const PUBLIC = { access: 'public' } as const;
export const SIGNED_IN = { access: 'user' } as const;
export const ADMIN_ONLY = { access: 'admin' } as const;
