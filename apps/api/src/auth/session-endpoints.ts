import {
  freshSessionMiddleware,
  requestOnlySessionMiddleware,
  sensitiveSessionMiddleware,
  sessionMiddleware,
} from 'better-auth/api';
import type { Auth } from './auth.ts';

const SESSION_MIDDLEWARES = new Set<unknown>([
  sessionMiddleware,
  sensitiveSessionMiddleware,
  freshSessionMiddleware,
  requestOnlySessionMiddleware,
]);
/** Endpoints that look the session up in their handler instead (401 over HTTP without one). */
const SESSION_IN_HANDLER = ['/get-access-token', '/refresh-token', '/account-info'];

/**
 * Whether a better-auth path (below /api/auth/) acts on the signed-in account. better-auth
 * validates a body before its session middleware runs, so a stranger would learn the body's rules
 * (400) before being told to sign in; plugins/auth.ts answers them 401 first, as our own routes do.
 * Read from the endpoints themselves, so a new one (a plugin's) is covered; switched-off paths keep
 * their 404.
 */
export function sessionEndpointMatcher(auth: Auth): (path: string) => boolean {
  const disabled = new Set(auth.options.disabledPaths ?? []);
  const paths = new Set<string>();
  for (const endpoint of Object.values(auth.api) as { path?: string; options?: { use?: unknown[] } }[]) {
    if (!endpoint.path || disabled.has(endpoint.path)) continue;
    const usesSession = endpoint.options?.use?.some((middleware) => SESSION_MIDDLEWARES.has(middleware));
    if (usesSession || SESSION_IN_HANDLER.includes(endpoint.path)) paths.add(endpoint.path);
  }
  // The path as better-auth's router would find it: doubled and trailing slashes do not matter.
  return (path) => paths.has(`/${path}`.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1'));
}
