import crypto from 'node:crypto';
import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import type { DestinationStream } from 'pino';
import { LogLines } from './log-lines.ts';

// Runs of the characters an address (or its %40 form) is made of. A run is looked at once, as a
// whole: the old pattern, /[\w.+-]+(?:@|%40)[\w-]+(?:\.[\w-]+)+/g, tried every start in a run and
// read on to its end each time, so a path of 16,000 letters cost 200 ms before routing.
const ADDRESS_CHARACTERS = /[\w.+%@-]+/g;
// Every quantified part stops at a character the next part needs, so this reads a run once.
const HOLDS_ADDRESS = /[\w.+-](?:@|%40)[\w-]+\.[\w-]/i;
const MAY_HOLD_ADDRESS = /@|%40/i;

/**
 * Replaces every email address in a text, with the run of address characters around it: they
 * appear in our paths (/api/user/{email}). Linear in the text's length, whatever it holds.
 */
export function redactEmails(text: string): string {
  if (!MAY_HOLD_ADDRESS.test(text)) return text;
  return text.replace(ADDRESS_CHARACTERS, (run) => (HOLDS_ADDRESS.test(run) ? '[email]' : run));
}

/**
 * JSON logs, one line an event, with the request id on every line of a request; cookies, tokens,
 * passwords and emails never reach them. Readable (pino-pretty) in development.
 */
export function loggerOptions(options: {
  level: string;
  pretty?: boolean;
  stream?: DestinationStream;
}): FastifyServerOptions['logger'] {
  return {
    level: options.level,
    ...(options.stream ? { stream: options.stream } : {}),
    ...(options.pretty && !options.stream
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
      : {}),
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["stripe-signature"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.email',
        '*.token',
        '*.clientSecret',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string; id?: string }) => ({
        method: req.method,
        url: redactEmails(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
}

/**
 * One access line per request, written once it is answered: method, path (emails redacted, by the
 * `req` serializer), status, response time in ms and the request id. Fastify's default writes two
 * (one as a request comes in, one as it is answered), and each line is a serialization and a write
 * on the request's path.
 *
 * The line goes through the app's logger without pino's redaction: it holds only the fields above,
 * none of them secret, and the redaction's wildcard paths (`*.password`…) made up 60% of the line's
 * cost (a cached read spent 9% of its time there). Error lines keep it.
 */
export class AccessLog extends LogController {
  readonly #plain = new WeakMap<FastifyBaseLogger, FastifyBaseLogger>();

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
      return;
    }
    this.#plainLogger(request.server.log).info(
      { [this.requestIdLogLabel]: request.id, req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
  }

  #plainLogger(log: FastifyBaseLogger): FastifyBaseLogger {
    let plain = this.#plain.get(log);
    if (!plain) {
      plain = log.child({}, { redact: [] });
      this.#plain.set(log, plain);
    }
    return plain;
  }
}

/** The server's lines go to standard output through LogLines (decision 107). */
export function createLogDestination() {
  const destination = new LogLines(1);
  return { stream: destination as DestinationStream, close: () => destination.end() };
}

/** A fresh id per request; it is also sent back in X-Request-Id so a user can quote it. */
export const genReqId = () => crypto.randomUUID();
