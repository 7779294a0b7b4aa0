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
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
      const message = first?.message ?? 'Invalid request';
      const text = field && ZOD_DEFAULT_MESSAGE.test(message) ? `${field}: ${message}` : message;
      return reply.code(400).send({ error: text });
    }
    if (error instanceof RateLimitError) reply.header('retry-after', error.retryAfterSeconds);
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ error: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: clientMessage(error) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: 'Something went wrong on our side. Please try again.' });
  });
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
