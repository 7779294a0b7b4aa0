import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { now } from '../../lib/clock.ts';

/** One mail as the queue hands it over. */
export interface OutgoingMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailTransport {
  /** Where mail goes, for the start-up log line: an SMTP server's host, or the outbox folder. */
  readonly description: string;
  /** True for the outbox folder: nobody else will deliver the mail, so its link is logged. */
  readonly isLocal: boolean;
  /** Resolves once the mail is handed over; rejects when it was not (the queue tries again later). */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export interface MailTransportOptions {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…` (TLS); none: the outbox folder. */
  smtpUrl?: string | undefined;
  from: string;
  /** DATA_DIR/outbox: where mails go as .eml files without an SMTP server. */
  outboxDir: string;
}

/** nodemailer over SMTP when SMTP_URL is set, else .eml files in the outbox folder. */
export function createMailTransport(options: MailTransportOptions): MailTransport {
  return options.smtpUrl
    ? smtpTransport(options.smtpUrl, options.from)
    : outboxTransport(options.outboxDir, options.from);
}

function smtpTransport(smtpUrl: string, from: string): MailTransport {
  // Bounded waits: a hung server must not hold the queue's lease for long (the queue retries).
  const url = new URL(smtpUrl);
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    isLocal: false,
    description: `SMTP server ${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`,
    async send(mail) {
      await transporter.sendMail({ ...message(mail), from });
    },
    close: () => transporter.close(),
  };
}

function outboxTransport(outboxDir: string, from: string): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    isLocal: true,
    description: `the outbox folder ${outboxDir} (no SMTP_URL)`,
    async send(mail) {
      const built = await builder.sendMail({ ...message(mail), from });
      await fs.mkdir(outboxDir, { recursive: true });
      // Written under a temporary name and renamed when complete: a reader never sees half a mail,
      // and the queue deletes its row only after the file is safely on disk.
      const name = `${now().toISOString().replace(/[:.]/g, '-')}-${mail.id}.eml`;
      const temporary = path.join(outboxDir, `.${randomUUID()}.tmp`);
      const file = await fs.open(temporary, 'w', 0o600);
      try {
        await file.writeFile(built.message as Buffer);
        await file.sync();
      } finally {
        await file.close();
      }
      await fs.rename(temporary, path.join(outboxDir, name));
    },
    close: () => builder.close(),
  };
}

const message = (mail: OutgoingMail) => ({
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  messageId: `<${mail.id}@hostel-meals>`,
});
