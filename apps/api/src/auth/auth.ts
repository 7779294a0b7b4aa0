import crypto from 'node:crypto';
import { APIError, betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins';
import type { Db } from '../db/client.ts';
import { accounts, sessions, verifications } from '../db/schema/auth.ts';
import { users } from '../db/schema/users.ts';
import { serverPasswordProblem } from './common-passwords.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';

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
}

const DAY = 24 * 60 * 60;

/** better-auth endpoints that set a password, and the body field carrying it. */
const PASSWORD_FIELDS = new Map([
  ['/sign-up/email', 'password'],
  ['/change-password', 'newPassword'],
  ['/reset-password', 'newPassword'],
]);

export function createAuth(options: AuthOptions) {
  return betterAuth({
    appName: 'Hostel Meals',
    baseURL: options.baseURL,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: options.trustedOrigins,
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
    },
    user: {
      // Server-owned: `input: false` makes better-auth refuse them in a sign-up body.
      additionalFields: {
        role: { type: 'string', required: false, input: false, defaultValue: 'user' },
        badge: { type: 'string', required: false, input: false, defaultValue: 'bronze' },
        subscription: { type: 'string', required: false, input: false },
      },
    },
    session: { expiresIn: 30 * DAY, updateAge: DAY },
    // Our own database-backed limiter runs in front of these endpoints (plugins/auth.ts): it is
    // shared by every server process and also limits per account.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      database: { generateId: () => crypto.randomUUID() },
      // better-auth turns these checks off when it detects a test run; keep them on everywhere,
      // so the tests see what production does.
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // Every endpoint that sets a password answers to the same rule and common-password list.
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
