import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-errors.ts';

/**
 * Our largest JSON body, a meal written in Bangla, is about 12 KB. Parsing JSON costs about 35 ms a
 * megabyte (the app's body limit), so a larger one is refused (413) before it is read.
 */
export const JSON_BODY_LIMIT = 64 * 1024;
/** Ours nest two levels; V8 parses 10,000 nested arrays in 3 ms, and our walks then visit each. */
export const JSON_DEPTH_LIMIT = 32;

/**
 * Our API takes JSON (and multipart for uploads, registered there). Everything else, text/plain
 * included, is answered 415 instead of reaching a handler as a string.
 */
export function registerBodyParsers(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
  // A DELETE or POST with a JSON content type but no body (as many clients send) is an empty body,
  // not a parse error; a non-empty body is parsed by Fastify's own safe parser (no __proto__).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT },
    (request, body, done) => {
      if (body === '') return done(null, undefined);
      if (nestsDeeperThan(body as string, JSON_DEPTH_LIMIT)) return done(tooDeep(), undefined);
      parseJson(request, body as string, done);
    },
  );
  // PostgreSQL text cannot hold NUL: refused here, wherever it comes in, not by a query failing with a 500.
  app.addHook('preValidation', (request, _reply, done) => {
    if (hasNul(request.params) || hasNul(request.query) || hasNul(request.body)) return done(nulRefused());
    done();
  });
}

export const nulRefused = () => new HttpError(400, 'Text must not contain NUL characters.');
export const tooDeep = () => new HttpError(400, 'Request body is nested too deeply');

/** Whether JSON text nests arrays or objects deeper than `max`, in one pass over it (strings skipped). */
export function nestsDeeperThan(text: string, max: number): boolean {
  // Most bodies open fewer brackets than the limit at all: counted natively, they need no walk.
  if (countUpTo(text, '{', max + 1) + countUpTo(text, '[', max + 1) <= max) return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '[' || c === '{') {
      if (++depth > max) return true;
    } else if (c === ']' || c === '}') depth--;
  }
  return false;
}

function countUpTo(text: string, char: string, limit: number): number {
  let count = 0;
  for (let at = text.indexOf(char); at !== -1 && count < limit; at = text.indexOf(char, at + 1)) count++;
  return count;
}

/** Whether a string anywhere in a parsed value (keys too) holds NUL. Iterative: deep nesting cannot overflow it. */
export function hasNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}
