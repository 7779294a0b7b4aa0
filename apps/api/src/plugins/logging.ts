import crypto from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

const EMAIL = /[\w.+-]+(?:@|%40)[\w-]+(?:\.[\w-]+)+/gi;

/** Replaces every email address in a text: they appear in our paths (/api/user/{email}). */
export const redactEmails = (text: string) => text.replace(EMAIL, '[email]');

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

/** A fresh id per request; it is also sent back in X-Request-Id so a user can quote it. */
export const genReqId = () => crypto.randomUUID();
