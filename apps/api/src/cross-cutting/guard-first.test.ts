import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestSession } from '../../test/sessions.ts';
import { TEST_ORIGIN, useTestApp } from '../../test/test-app.ts';
import type { RegisteredRoute } from '../types.d.ts';

/**
 * Issue 15: the guard comes before validation on every route. A stranger calling a route that
 * needs a session gets 401, and a student calling an admin route 403, whatever the body, params and
 * query hold: nothing about a route's input is told to someone who may not call it, and the body is
 * not even parsed. Walks every registered route, so a new one is covered the day it is added.
 */

const t = useTestApp();
let student: TestSession;

beforeAll(async () => {
  student = await signUp(t.app);
});

/** What a route may state in `config.access` (plugins/access.ts). */
const LEVELS: unknown[] = ['public', 'user', 'admin'];
// Added by other plugins, which decide for themselves (see plugins/access.ts).
const UNDECLARED = [/^\/api\/docs(\/|$)/, /^\/api\/uploads\/\*$/, /^\/api\/auth\/\*$/];
const apiRoutes = () => t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/'));
const needingSession = () => apiRoutes().filter((r) => r.access === 'user' || r.access === 'admin');
const adminOnly = () => apiRoutes().filter((r) => r.access === 'admin');

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Requests every validator would refuse: bad params and query, and (with a body) broken or wrong bodies. */
function badRequests(route: RegisteredRoute): { label: string; url: string; payload?: string }[] {
  const url = `${route.url.replace(/:(\w+)/g, '$1-not-valid')}?limit=-1&offset=x&email=&cursor=%7B`;
  if (route.method === 'GET') return [{ label: 'bad params and query', url }];
  return [
    { label: 'malformed JSON', url, payload: '{"email":' },
    {
      label: 'wrong types',
      url,
      payload: JSON.stringify({ email: 5, ids: 'x', mealId: [], name: 'n'.repeat(70_000) }),
    },
    { label: 'over the body limit', url, payload: JSON.stringify({ text: 'x'.repeat(1_100_000) }) },
  ];
}

function send(route: RegisteredRoute, bad: { url: string; payload?: string }, session: TestSession | null) {
  return t.app.inject({
    method: route.method as Method,
    url: bad.url,
    headers: {
      origin: TEST_ORIGIN,
      ...(bad.payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...(session ? { cookie: session.cookie } : {}),
    },
    ...(bad.payload === undefined ? {} : { payload: bad.payload }),
  });
}

/** The refusal and nothing else: uploads answer it in the image host's shape. */
function expectRefusal(route: RegisteredRoute, res: LightMyRequestResponse, status: number, message: string) {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(status);
  if (route.url === '/api/uploads') {
    expect(res.json()).toEqual({ success: false, status, error: { message } });
  } else {
    expect(res.json()).toEqual({ error: message });
  }
}

describe('the guard comes before validation', () => {
  it('every API route states who may call it', () => {
    const undeclared = apiRoutes()
      .filter((r) => !UNDECLARED.some((pattern) => pattern.test(r.url)))
      .filter((r) => !LEVELS.includes(r.access))
      .map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    // The walk below is not empty: the example is in it.
    expect(needingSession().map((r) => `${r.method} ${r.url}`)).toContain('POST /api/users');
  });

  it('answers the issue’s case, an anonymous POST /api/users with a bad body, 401 without a word about the body', async () => {
    for (const payload of ['{"email":', JSON.stringify({ email: 'not-an-email', displayName: 'n'.repeat(70_000) })]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Please sign in first.' });
    }
  });

  it('answers a stranger 401, not the input’s rules, on every route that needs a session', async () => {
    for (const route of needingSession()) {
      for (const bad of badRequests(route)) {
        const res = await send(route, bad, null);
        expectRefusal(route, res, 401, 'Please sign in first.');
      }
    }
  });

  it('answers a student 403, not the input’s rules, on every admin route', async () => {
    expect(adminOnly().length).toBeGreaterThan(10);
    for (const route of adminOnly()) {
      for (const bad of badRequests(route)) {
        const res = await send(route, bad, student);
        expectRefusal(route, res, 403, 'Only admins can do this.');
      }
    }
  });
});
