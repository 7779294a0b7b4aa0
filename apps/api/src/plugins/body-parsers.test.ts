import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestSession } from '../../test/sessions.ts';
import { useTestApp } from '../../test/test-app.ts';
import { JSON_BODY_LIMIT, JSON_DEPTH_LIMIT, nestsDeeperThan } from './body-parsers.ts';

/**
 * Issue 15: parsing JSON costs about 35 ms a megabyte, and V8 takes 3 ms for 10,000 nested arrays;
 * our bodies are a few KB and two levels deep. So a JSON body is read only for a route that exists,
 * up to JSON_BODY_LIMIT, and refused unparsed when it nests deeper than JSON_DEPTH_LIMIT.
 */
const t = useTestApp();
let student: TestSession;

beforeAll(async () => {
  student = await signUp(t.app);
});

const nested = (depth: number) => `{"ids":${'['.repeat(depth)}${']'.repeat(depth)}}`;
const markRead = (payload: string) =>
  t.app.inject({ method: 'POST', url: '/api/notifications/read', headers: student.headers, payload });

describe('JSON bodies', () => {
  it(`refuses one nested deeper than ${JSON_DEPTH_LIMIT} levels before parsing it`, async () => {
    const res = await markRead(nested(JSON_DEPTH_LIMIT));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Request body is nested too deeply' });
  });

  it(`refuses one over ${JSON_BODY_LIMIT / 1024} KB unread`, async () => {
    const res = await markRead(JSON.stringify({ ids: [], padding: 'x'.repeat(JSON_BODY_LIMIT) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'Request body is too large' });
  });

  it('still takes an ordinary one', async () => {
    expect((await markRead(JSON.stringify({ ids: [] }))).statusCode).toBe(200);
  });

  it('answers 404 to a call of no route without reading its body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/no-such-route',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    // A body read would have been refused as malformed JSON (400).
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found' });
  });
});

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(nestsDeeperThan('[[{"a":[1]}]]', 3)).toBe(true);
    expect(nestsDeeperThan('[[{"a":[1]}]]', 4)).toBe(false);
    expect(nestsDeeperThan(`{"a":"${'['.repeat(50)}"}`, 1)).toBe(false);
    expect(nestsDeeperThan(`{"a":"\\"${'['.repeat(50)}"}`, 1)).toBe(false);
    expect(nestsDeeperThan('[[],[],[],[]]', 2)).toBe(false);
  });
});
