import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-errors.ts';

export interface SecurityOptions {
  trustedOrigins: string[];
  /** Stripe.js is loaded (and framed) only when real payments are on. */
  stripe: boolean;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// better-auth checks its own; Stripe's webhook is server-to-server and signed.
const OWN_ORIGIN_CHECK = [/^\/api\/auth\//, /^\/api\/payments\/webhook$/];

/**
 * Security headers on every answer and an Origin check on our state-changing calls (cookies are
 * SameSite=Lax already; this refuses a cross-site request even from an old or odd browser).
 */
export function registerSecurity(app: FastifyInstance, options: SecurityOptions): void {
  const stripe = options.stripe ? ' https://js.stripe.com' : '';
  const csp = [
    "default-src 'self'",
    `script-src 'self'${stripe}`,
    // react-hot-toast injects its styles at run time.
    "style-src 'self' 'unsafe-inline'",
    // Google profile photos are https images elsewhere.
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    `connect-src 'self'${options.stripe ? ' https://api.stripe.com' : ''}`,
    `frame-src${stripe || " 'none'"}${options.stripe ? ' https://hooks.stripe.com' : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const { pathname } = new URL(request.url, 'http://local');
    if (!pathname.startsWith('/api/') || OWN_ORIGIN_CHECK.some((p) => p.test(pathname))) return;
    const origin = request.headers.origin;
    const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
    if ((origin && !options.trustedOrigins.includes(origin)) || (!origin && crossSite)) {
      throw new HttpError(403, 'Cross-site request refused.');
    }
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    // Images set their own sandbox policy; the API docs page brings its own.
    if (!reply.hasHeader('content-security-policy') && !request.url.startsWith('/api/docs')) {
      reply.header('content-security-policy', csp);
    }
  });
}
