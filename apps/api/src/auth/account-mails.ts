import { AsyncLocalStorage } from 'node:async_hooks';
import type { AccountLanguage } from '@hostel/contract/account';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/users.ts';
import { type AccountMailKind, accountMail } from '../modules/mail/mail-messages.ts';
import type { QueuedMail } from '../modules/mail/mail-queue.ts';
import { stampLink } from './security-stamp.ts';

/** Queues a mail; the queue (modules/mail/mail-queue.ts) sends it in the background. */
export type EnqueueMail = (mail: QueuedMail) => Promise<void>;

/**
 * Why better-auth is being called from our own code, when that changes its mail: an admin's
 * "Send password reset" gets its own wording; the ADMIN_EMAIL sign-up at start sends none (that
 * account is verified by the setting).
 */
type MailIntent = 'admin-reset' | 'no-mail';
const intent = new AsyncLocalStorage<MailIntent>();

export const withMailIntent = <T>(value: MailIntent, run: () => Promise<T>): Promise<T> => intent.run(value, run);

interface MailUser {
  id: string;
  email: string;
}

/**
 * better-auth's mail callbacks. Each only queues the mail (one insert), so the request that caused
 * it answers at once; the language is the account's own (users.language).
 */
export function accountMailSenders(db: Db, enqueue: EnqueueMail, secret: string) {
  const queue = async (kind: AccountMailKind, user: MailUser, to: string, link: string, newEmail?: string) => {
    if (intent.getStore() === 'no-mail') return;
    const language = await languageOf(db, user.id);
    await enqueue(accountMail({ kind, language, to, link, ...(newEmail ? { newEmail } : {}) }));
  };
  return {
    /**
     * Verification of a new account's address, and of the new address in a change of email. The
     * link carries the account's security stamp: it dies when the stamp changes.
     */
    sendVerificationEmail: async ({ user, url, token }: { user: MailUser; url: string; token: string }) => {
      // For a change of email better-auth passes the new address as the user's: the stored one differs.
      const [row] = await db
        .select({ email: users.email, stamp: users.securityStamp })
        .from(users)
        .where(eq(users.id, user.id));
      if (!row) return;
      const kind = row.email.toLowerCase() !== user.email.toLowerCase() ? 'change-email' : 'verify-email';
      await queue(kind, user, user.email, await stampLink(secret, url, token, row.stamp));
    },
    /** The old address of a completed change of email, with its one-time undo link. */
    sendEmailChanged: async (user: MailUser, oldEmail: string, undoLink: string) => {
      await queue('email-changed', user, oldEmail, undoLink, user.email);
    },
    sendResetPassword: async ({ user, url }: { user: MailUser; url: string }) => {
      await queue(
        intent.getStore() === 'admin-reset' ? 'admin-reset-password' : 'reset-password',
        user,
        user.email,
        url,
      );
    },
  };
}

async function languageOf(db: Db, userId: string): Promise<AccountLanguage> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? 'en';
}
