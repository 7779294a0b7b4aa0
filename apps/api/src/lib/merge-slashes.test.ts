import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { mergeSlashes } from './merge-slashes.ts';

const t = useTestApp();

describe('runs of slashes in a path', () => {
  it('become one, the query left as it is', () => {
    expect(mergeSlashes({ url: '//api///auth//get-session?callbackURL=https://x.test//a' })).toBe(
      '/api/auth/get-session?callbackURL=https://x.test//a',
    );
    expect(mergeSlashes({ url: '/api/meals?search=a' })).toBe('/api/meals?search=a');
  });

  it("reach the route without them, better-auth's too", async () => {
    expect((await t.app.inject({ url: '/api//health' })).statusCode).toBe(200);
    const session = await t.app.inject({ url: `/api/auth/${'/'.repeat(50)}get-session` });
    expect(session.statusCode).toBe(200);
  });
});
