import type { FastifyError } from 'fastify';
import { describe, expect, it } from 'vitest';
import { toClientError } from './error-handler.ts';

describe('toClientError', () => {
  it('answers a foreign-key violation (a row deleted in a race, Drizzle-wrapped) with 409', () => {
    const wrapped = Object.assign(new Error('Failed query: insert into "meal_likes" …'), {
      cause: Object.assign(new Error('insert or update on table "meal_likes" violates foreign key constraint'), {
        code: '23503',
      }),
    });
    const answer = toClientError(wrapped as unknown as FastifyError);
    expect(answer?.statusCode).toBe(409);
    expect(answer?.message).not.toMatch(/meal_likes|violates|insert/);
  });

  it('leaves other database errors to the 500 path', () => {
    const wrapped = Object.assign(new Error('Failed query'), {
      cause: Object.assign(new Error('x'), { code: '42P01' }),
    });
    expect(toClientError(wrapped as unknown as FastifyError)).toBeNull();
  });
});
