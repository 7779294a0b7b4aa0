import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-errors.ts';

export interface SecurityOptions {
  trustedOrigins: string[];
  /** Stripe.js is loaded (and framed) only when real payments are on. */
  stripe: boolean;
  /** PUBLIC_URL is https: browsers are told to use nothing else for a year (HSTS). */
  https: boolean;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Known by the route they matched, never by the URL as spelled. better-auth checks its own;
// Stripe's webhook is server-to-server and signed.
const OWN_ORIGIN_CHECK = new Set(['/api/auth/*', '/api/payments/webhook']);

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
    // Every photo is one of our uploads, profile photos too: an image from elsewhere would tell
    // that site who looked at the page. Stripe.js shows its own images when real payments are on.
    `img-src 'self' data: blob:${options.stripe ? ' https://*.stripe.com' : ''}`,
    "font-src 'self'",
    `connect-src 'self'${options.stripe ? ' https://api.stripe.com' : ''}`,
    `frame-src${stripe || " 'none'"}${options.stripe ? ' https://hooks.stripe.com' : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

  // Every state-changing request, whatever its path: the router decodes `/%61pi/…` (and may be told
  // to ignore case, doubled or trailing slashes), so no spelling of the URL decides what is checked.
  // Callback hooks, not async ones: every request runs them, and a promise each costs more than they do.
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method) || OWN_ORIGIN_CHECK.has(request.routeOptions.url ?? '')) return done();
    const origin = request.headers.origin;
    const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
    if ((origin && !options.trustedOrigins.includes(origin)) || (!origin && crossSite)) {
      return done(new HttpError(403, 'Cross-site request refused.'));
    }
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    // Not includeSubDomains or preload: other hosts of the operator's domain are not ours to decide.
    if (options.https) reply.header('strict-transport-security', 'max-age=31536000');
    // Images set their own sandbox policy; the API docs page brings its own (DOCS_CSP in openapi.ts).
    if (!reply.hasHeader('content-security-policy') && !request.url.startsWith('/api/docs')) {
      reply.header('content-security-policy', csp);
    }
    done(null, payload);
  });
}
