import crypto from 'node:crypto';
import { ACCOUNT_LINK_LIFETIME_SECONDS } from '@hostel/contract/account';
import { APIError, betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins';
import type { Db } from '../db/client.ts';
import { accounts, sessions, verifications } from '../db/schema/auth.ts';
import { users } from '../db/schema/users.ts';
import { HttpError } from '../lib/http-errors.ts';
import type { RateRule } from '../lib/rate-limit.ts';
import { accountFlowHooks } from './account-flows.ts';
import { accountMailSenders, type EnqueueMail } from './account-mails.ts';
import { serverPasswordProblem } from './common-passwords.ts';
import { limitAuthMail, type MailLimits } from './mail-limits.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { checkProfileInput, profileDatabaseHooks } from './profile-input.ts';
import { sessionLifetimeHooks } from './session-lifetime.ts';
import { signInAttemptHooks } from './sign-in-attempts.ts';

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  discoveryUrl: string;
}

export interface AuthOptions {
  db: Db;
  secret: string;
  /** The public origin users reach the app at, e.g. https://meals.example-hostel.edu */
  baseURL: string;
  trustedOrigins: string[];
  google?: GoogleConfig | undefined;
  /** Wrong passwords per account (from browsers not trusted for it) before sign-in answers 429. */
  signInFailures: RateRule;
  /** A session ends this long after sign-in, however active. */
  sessionMaxAgeSeconds: number;
  /** Queues an account mail (verification, password reset, change of email). */
  enqueueMail: EnqueueMail;
  mailLimits: MailLimits;
  /**
   * Deletes the account and what goes with it in one transaction (modules/account); refuses the
   * last admin. better-auth's own deletion then finds nothing left to delete.
   */
  deleteAccount: (userId: string) => Promise<void>;
}

const DAY = 24 * 60 * 60;

/** Set by plugins/auth.ts from Fastify's request.ip (TRUST_PROXY applied); what better-auth records. */
export const CLIENT_IP_HEADER = 'x-hostel-meals-client-ip';

/**
 * Endpoints the app does not use, answered 404 before any work: verify-password (an scrypt per
 * call); deletion by mailed link (deletion takes the password instead); better-auth's session list
 * and revocation by token (they hand session tokens to the page: /api/me/sessions lists and ends
 * devices by id).
 */
const DISABLED_PATHS = [
  '/verify-password',
  '/delete-user/callback',
  '/list-sessions',
  '/revoke-session',
  '/revoke-sessions',
];

/** better-auth endpoints that set a password, and the body field carrying it. */
const PASSWORD_FIELDS = new Map([
  ['/sign-up/email', 'password'],
  ['/change-password', 'newPassword'],
  ['/reset-password', 'newPassword'],
]);

export function createAuth(options: AuthOptions) {
  const attempts = signInAttemptHooks(options.db, options.signInFailures);
  const mails = accountMailSenders(options.db, options.enqueueMail, options.secret);
  const flows = accountFlowHooks(options.db, {
    secret: options.secret,
    baseURL: options.baseURL,
    sendEmailChanged: mails.sendEmailChanged,
  });
  return betterAuth({
    appName: 'Hostel Meals',
    baseURL: options.baseURL,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: options.trustedOrigins,
    disabledPaths: DISABLED_PATHS,
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: mails.sendResetPassword,
      resetPasswordTokenExpiresIn: ACCOUNT_LINK_LIFETIME_SECONDS,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: flows.onPasswordReset,
    },
    emailVerification: {
      sendVerificationEmail: mails.sendVerificationEmail,
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: ACCOUNT_LINK_LIFETIME_SECONDS,
    },
    user: {
      // Server-owned: `input: false` makes better-auth refuse them in a sign-up body.
      additionalFields: {
        role: { type: 'string', required: false, input: false, defaultValue: 'user' },
        badge: { type: 'string', required: false, input: false, defaultValue: 'bronze' },
        subscription: { type: 'string', required: false, input: false },
        // The language of the account's mails: chosen at sign-up, changed by PUT /api/me/language.
        language: { type: 'string', required: false, input: true, defaultValue: 'en' },
        // Renewed when the account's security changes (auth/security-stamp.ts); never in an answer.
        securityStamp: {
          type: 'string',
          required: false,
          input: false,
          returned: false,
          defaultValue: () => crypto.randomUUID(),
        },
      },
      // The new address gets the link; the change happens when it is followed. It takes the password
      // (or a fresh Google sign-in), and the old address is told, with an undo (auth/account-flows.ts).
      changeEmail: { enabled: true },
      deleteUser: {
        enabled: true,
        beforeDelete: async (user) => {
          await options.deleteAccount(user.id).catch((error: unknown) => {
            throw error instanceof HttpError
              ? new APIError(error.statusCode === 409 ? 'CONFLICT' : 'BAD_REQUEST', {
                  message: error.message,
                  ...(error.code ? { code: error.code } : {}),
                })
              : error;
          });
        },
      },
    },
    session: {
      expiresIn: Math.min(30 * DAY, options.sessionMaxAgeSeconds),
      updateAge: DAY,
      // Freshness is ours to judge (auth/account-flows.ts): deletion takes the password, or a recent
      // Google sign-in; better-auth's one-day rule would add nothing but refusals.
      freshAge: 0,
    },
    databaseHooks: { session: sessionLifetimeHooks(options.sessionMaxAgeSeconds), ...profileDatabaseHooks },
    // Our own database-backed limits run instead, shared by every server process: per address in
    // front of these endpoints (plugins/auth.ts), failed sign-ins per account in the hooks below.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      database: { generateId: () => crypto.randomUUID() },
      // better-auth turns these checks off when it detects a test run; keep them on everywhere,
      // so the tests see what production does.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      // Only the address our own proxy code wrote: X-Forwarded-For is the client's to forge.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        await attempts.countAttempt(ctx);
        await limitAuthMail(ctx, options.db, options.mailLimits, CLIENT_IP_HEADER);
        await checkProfileInput(ctx, options.db);
        checkPasswordRule(ctx);
        return flows.before(ctx);
      }),
      after: createAuthMiddleware(async (ctx) => {
        await attempts.settleAttempt(ctx);
        await flows.after(ctx);
      }),
    },
    plugins: options.google
      ? [
          genericOAuth({
            config: [
              {
                providerId: 'google',
                clientId: options.google.clientId,
                clientSecret: options.google.clientSecret,
                discoveryUrl: options.google.discoveryUrl,
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
              },
            ],
          }),
        ]
      : [],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Every endpoint that sets a password answers to the same rule and common-password list. */
function checkPasswordRule(ctx: { path: string; body?: Record<string, unknown> }) {
  const passwordField = PASSWORD_FIELDS.get(ctx.path);
  if (!passwordField) return;
  if (ctx.path === '/sign-up/email') {
    // Server-owned fields: refused outright rather than silently dropped, so a client bug shows.
    for (const field of ['role', 'badge', 'subscription']) {
      if (ctx.body && field in ctx.body) {
        throw new APIError('BAD_REQUEST', { message: `${field} cannot be chosen at sign-up` });
      }
    }
  }
  const password = ctx.body?.[passwordField];
  const problem = serverPasswordProblem(typeof password === 'string' ? password : '');
  if (problem) throw new APIError('BAD_REQUEST', { message: problem });
}
