import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { mailQueue } from '../../db/schema/mail-queue.ts';
import type { MailTransport } from './mail-transport.ts';

export interface QueuedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The mail's one link, logged when it goes to the outbox folder so a local user can follow it. */
  link: string;
}

export interface MailQueueOptions {
  /** How often due mail is looked for besides right after queueing (retries; other processes' mail). */
  pollMs?: number;
  /** Attempts before a mail is given up (logged as an error); the waits between them double from 30 s. */
  maxAttempts?: number;
  /** How long a process may hold a mail before another may try it (a send that hung or crashed). */
  leaseSeconds?: number;
}

const DEFAULTS = { pollMs: 30_000, maxAttempts: 10, leaseSeconds: 120 };
const FIRST_RETRY_SECONDS = 30;
const BATCH = 10;

/**
 * Mail goes out through a table: queueing is one insert, so the request that caused it never waits
 * for an SMTP server, and nothing queued is lost to a restart or a refused connection. A sender in
 * each process claims due rows with a lease (FOR UPDATE SKIP LOCKED: processes never send the same
 * mail at once), hands them to the transport, and deletes each once it is handed over; a failure is
 * logged and tried again later, with waits that double.
 */
export function registerMailQueue(app: FastifyInstance, transport: MailTransport, options: MailQueueOptions = {}) {
  const { pollMs, maxAttempts, leaseSeconds } = { ...DEFAULTS, ...options };
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;

  const sendDue = async () => {
    for (;;) {
      const claimed = await claimDue(app.db, leaseSeconds);
      for (const mail of claimed) {
        try {
          await transport.send({ id: mail.id, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
          await app.db.delete(mailQueue).where(eq(mailQueue.id, mail.id));
          // Without an SMTP server the link is the only way a local user can follow the mail.
          const linkNote = transport.isLocal && mail.link ? `; its link: ${mail.link}` : '';
          app.log.info({ mailId: mail.id }, `mail "${mail.subject}" sent to ${transport.description}${linkNote}`);
        } catch (error) {
          await recordFailure(app, mail, error, maxAttempts);
        }
      }
      if (claimed.length < BATCH || closed) return;
    }
  };

  /** Runs a pass now, or right after the one under way (a mail queued during a pass is not missed). */
  const kick = () => {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = sendDue()
      .catch((error: unknown) => app.log.warn({ err: error }, 'sending queued mail failed; trying again later'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          kick();
        }
      });
  };

  const schedule = () => {
    timer = setTimeout(() => {
      kick();
      if (!closed) schedule();
    }, pollMs);
    timer.unref();
  };

  app.addHook('onReady', async () => {
    app.log.info(`mail goes to ${transport.description}`);
    schedule();
    kick();
  });
  app.addHook('onClose', async () => {
    closed = true;
    if (timer) clearTimeout(timer);
    await running;
    transport.close();
  });

  return {
    /** Queues a mail (durably, before answering) and starts sending it in the background. */
    async enqueue(mail: QueuedMail): Promise<void> {
      await app.db.insert(mailQueue).values({
        toAddress: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
        link: mail.link,
      });
      kick();
    },
    /** Starts a pass now (an admin's retry made a mail due). */
    kick,
    /** Tests: resolves when no pass is under way. */
    async idle(): Promise<void> {
      while (running) await running;
    },
  };
}

export type MailQueue = ReturnType<typeof registerMailQueue>;

interface ClaimedMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string | null;
  attempts: number;
}

async function claimDue(db: Db, leaseSeconds: number): Promise<ClaimedMail[]> {
  const result = await db.execute(sql`
    UPDATE ${mailQueue} SET
      "attempts" = "attempts" + 1,
      "next_attempt_at" = now() + make_interval(secs => ${leaseSeconds})
    WHERE "id" IN (
      SELECT "id" FROM ${mailQueue} WHERE "next_attempt_at" <= now()
      ORDER BY "next_attempt_at" LIMIT ${BATCH} FOR UPDATE SKIP LOCKED
    )
    RETURNING "id", "to_address", "subject", "text_body", "html_body", "link", "attempts"`);
  return rowsOf(result).map((row) => ({
    id: String(row.id),
    to: String(row.to_address),
    subject: String(row.subject),
    text: String(row.text_body),
    html: String(row.html_body),
    link: row.link === null ? null : String(row.link),
    attempts: Number(row.attempts),
  }));
}

async function recordFailure(app: FastifyInstance, mail: ClaimedMail, error: unknown, maxAttempts: number) {
  const reason = error instanceof Error ? error.message : String(error);
  if (mail.attempts >= maxAttempts) {
    // Kept, never due again by itself (issue 26): the admin sees it under stuck mail and may send it
    // again (mail-admin.ts). The log says which mail was given up.
    await app.db
      .update(mailQueue)
      .set({ lastError: reason.slice(0, 500), nextAttemptAt: sql`'infinity'::timestamptz` })
      .where(eq(mailQueue.id, mail.id));
    app.log.error({ mailId: mail.id, attempts: mail.attempts, reason }, 'mail could not be sent; given up');
    return;
  }
  const waitSeconds = FIRST_RETRY_SECONDS * 2 ** (mail.attempts - 1);
  await app.db
    .update(mailQueue)
    .set({ lastError: reason.slice(0, 500), nextAttemptAt: sql`now() + make_interval(secs => ${waitSeconds})` })
    .where(eq(mailQueue.id, mail.id));
  app.log.warn(
    { mailId: mail.id, attempts: mail.attempts, reason, retryInSeconds: waitSeconds },
    'mail not sent; will retry',
  );
}
