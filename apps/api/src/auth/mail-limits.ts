import { ACCOUNT_ERROR_CODES, ACCOUNT_ERRORS } from '@hostel/contract/account';
import { APIError, type createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import type { Db } from '../db/client.ts';
import { hitRateLimit, RateLimitError, type RateRule } from '../lib/rate-limit.ts';

type AuthHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** Limits on calls that send mail: each is someone's inbox, and each costs the hostel's mail quota. */
export interface MailLimits {
  /** Mails to one address, whoever asks: nobody can flood an inbox. */
  perRecipient: RateRule;
  /** Mails one signed-in account asks for (resend, change of email, an admin's resets). */
  perAccount: RateRule;
  /** Mail-sending calls from one client address (a hostel's students may share one). */
  perIp: RateRule;
}

export const DEFAULT_MAIL_LIMITS: MailLimits = {
  perRecipient: { max: 3, windowSeconds: 15 * 60 },
  perAccount: { max: 10, windowSeconds: 60 * 60 },
  perIp: { max: 30, windowSeconds: 60 * 60 },
};

/**
 * better-auth's endpoints that send a mail, and the body field naming where it goes. Sign-up is not
 * among them: it mails only a new account, once (a second sign-up for the address is refused), and
 * it has its own limit per client address.
 */
const MAIL_PATHS = new Map([
  ['/send-verification-email', 'email'],
  ['/request-password-reset', 'email'],
  ['/change-email', 'newEmail'],
]);

export interface MailRequest {
  /** Left out when better-auth's own hook counts it (an admin's reset goes through its endpoint). */
  recipient?: string | undefined;
  /** The signed-in account asking, when there is one. */
  accountId?: string | undefined;
  ip?: string | undefined;
}

/** Counts one mail-sending call against every limit that applies; 429 TOO_MANY_EMAILS past any. */
export async function hitMailLimits(db: Db, limits: MailLimits, request: MailRequest): Promise<void> {
  try {
    if (request.recipient) {
      await hitRateLimit(db, `mail:to:${request.recipient.toLowerCase().slice(0, 320)}`, limits.perRecipient);
    }
    if (request.accountId) await hitRateLimit(db, `mail:account:${request.accountId}`, limits.perAccount);
    if (request.ip) await hitRateLimit(db, `mail:ip:${request.ip}`, limits.perIp);
  } catch (error) {
    if (!(error instanceof RateLimitError)) throw error;
    throw new RateLimitError(error.retryAfterSeconds, ACCOUNT_ERRORS.tooManyEmails, ACCOUNT_ERROR_CODES.tooManyEmails);
  }
}

/** hooks.before of better-auth: the limits on its mail-sending endpoints, keyed on the body it parsed. */
export async function limitAuthMail(ctx: AuthHookContext, db: Db, limits: MailLimits, ipHeader: string) {
  const field = MAIL_PATHS.get(ctx.path);
  if (!field) return;
  const recipient = (ctx.body as Record<string, unknown> | undefined)?.[field];
  if (typeof recipient !== 'string' || recipient.length === 0) return;
  const session = await getSessionFromCtx(ctx).catch(() => null);
  try {
    await hitMailLimits(db, limits, {
      recipient,
      accountId: session?.user.id,
      ip: ctx.headers?.get(ipHeader) ?? undefined,
    });
  } catch (error) {
    if (!(error instanceof RateLimitError)) throw error;
    throw new APIError(
      'TOO_MANY_REQUESTS',
      { message: error.message, code: ACCOUNT_ERROR_CODES.tooManyEmails },
      { 'retry-after': String(error.retryAfterSeconds) },
    );
  }
}
