import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * A real SMTP server on localhost for the API tests: the app hands its mail to it over SMTP, as to
 * a hostel's mail server, and tests read what arrived.
 */
export async function startSmtpInbox() {
  const mails: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let refuse = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (refuse) {
        stream.resume();
        stream.on('end', () => callback(new Error('451 try again later')));
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          const to = [parsed.to]
            .flat()
            .flatMap((a) => a?.value ?? [])
            .map((v) => v.address ?? '');
          mails.push({
            to: to.join(', '),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          });
          for (const wake of waiters) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** While true the server answers every mail with a temporary failure (451). */
    setRefusing(value: boolean) {
      refuse = value;
    },
    /** The first mail to `to` (and matching `subject`) that arrives, waiting up to `timeoutMs`. */
    async waitFor(to: string, subject?: RegExp, timeoutMs = 5000): Promise<ReceivedMail> {
      const find = () =>
        mails.find((m) => m.to.toLowerCase() === to.toLowerCase() && (!subject || subject.test(m.subject)));
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = find();
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no mail to ${to}${subject ? ` matching ${subject}` : ''} in ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            resolve();
          };
          waiters.add(wake);
          setTimeout(wake, Math.min(left, 100));
        });
      }
    },
    mailsTo: (to: string) => mails.filter((m) => m.to.toLowerCase() === to.toLowerCase()),
    clear: () => mails.splice(0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpInbox = Awaited<ReturnType<typeof startSmtpInbox>>;

/** The one link of a mail's text part. */
export function linkIn(mail: ReceivedMail): string {
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link in mail "${mail.subject}"`);
  return link;
}

/** A mailed link's path and query, to open it through the app under test. */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** An address no other test of the file uses (mail tests tell them apart by address). */
let addresses = 0;
export const uniqueAddress = (label: string) => `${label}-${++addresses}@example.test`;
