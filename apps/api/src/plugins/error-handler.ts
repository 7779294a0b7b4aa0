import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-errors.ts';
import { RateLimitError } from '../lib/rate-limit.ts';

/**
 * One error handler: a clear `{ error }` for every 4xx, a generic message for 5xx with the
 * details only in the log. Never a stack trace or SQL in a body.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const clientError = toClientError(error);
    if (clientError) {
      if (clientError instanceof RateLimitError) reply.header('retry-after', clientError.retryAfterSeconds);
      const { code } = clientError;
      return reply
        .code(clientError.statusCode)
        .send(code ? { error: clientError.message, code } : { error: clientError.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: 'Something went wrong on our side. Please try again.' });
  });
}

/** The status and safe message of an error the client caused (4xx), or null when it is our own failure. */
export function toClientError(error: FastifyError): HttpError | null {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
    const message = first?.message ?? 'Invalid request';
    return new HttpError(400, field && ZOD_DEFAULT_MESSAGE.test(message) ? `${field}: ${message}` : message);
  }
  if (error instanceof HttpError) return error;
  // A row this write points at was deleted meanwhile (a meal, or the account itself, in a race):
  // the client's request came too late, not our failure.
  if (postgresCode(error) === FOREIGN_KEY_VIOLATION) {
    return new HttpError(409, 'Something this refers to was just removed. Please reload and try again.');
  }
  const status = error.statusCode ?? 500;
  return status >= 400 && status < 500 ? new HttpError(status, clientMessage(error)) : null;
}

const FOREIGN_KEY_VIOLATION = '23503';

/** The SQLSTATE of a database error, which Drizzle wraps (as `cause`). */
function postgresCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

// Our schemas word their own messages ("limit must be a number"); zod's defaults do not name the
// field, so those get it in front ("price: Invalid input: expected number, received string").
const ZOD_DEFAULT_MESSAGE =
  /^(Invalid (input|option|key|element|union|string|UUID|email address|URL|date)|Too (big|small)|Unrecognized key|Expected)/;

// Fastify's own 4xx messages are safe and mostly clear; a few deserve plainer words.
function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is empty';
    default:
      return error.message;
  }
}
