import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMeal } from '../../test/factories.ts';
import { signUp, type TestSession } from '../../test/sessions.ts';
import { useTestApp } from '../../test/test-app.ts';
import { mealLikes } from '../db/schema/meal-likes.ts';
import { notifications } from '../db/schema/notifications.ts';

const t = useTestApp();
let student: TestSession;

beforeAll(async () => {
  student = await signUp(t.app);
});

describe('security headers', () => {
  it.each(['/api/meals', '/api/no-such-route'])('are on every answer (%s)', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});

describe('the API docs page (issue 25)', () => {
  // Swagger UI's own page and assets: scripts only from here, nothing inline, no framing.
  it.each(['/api/docs', '/api/docs/', '/api/docs/static/swagger-initializer.js', '/api/docs/json'])(
    'has a Content-Security-Policy of its own (%s)',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBeLessThan(400);
      const csp = String(res.headers['content-security-policy'] ?? '');
      expect(csp).toMatch(/default-src 'none'/);
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).not.toMatch(/validator\.swagger\.io|https:(?!\/)/);
    },
  );

  it('sends no Strict-Transport-Security on a plain-http PUBLIC_URL', async () => {
    const res = await t.app.inject({ url: '/api/meals' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('cross-site requests', () => {
  it('refuses a state change from a foreign origin, even with a valid session', async () => {
    const meal = await createMeal(t.db);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/meals/${meal.id}/like`,
      headers: { ...student.headers, origin: 'https://evil.example' },
      payload: { action: 'like' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Cross-site request refused.' });
    const fetchMetadata = await t.app.inject({
      method: 'POST',
      url: '/api/request-meal',
      headers: { cookie: student.cookie, 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      payload: { mealId: meal.id },
    });
    expect(fetchMetadata.statusCode).toBe(403);
    const ok = await t.app.inject({
      method: 'PATCH',
      url: `/api/meals/${meal.id}/like`,
      headers: student.headers,
      payload: { action: 'like' },
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('cross-site requests, whatever the spelling of the URL', () => {
  // The router decodes `%61` and would reach the route; the Origin check must not be fooled by it.
  const SPELLINGS = [
    '/%61pi/notifications/read',
    '/api/notifications/%72ead',
    '//api/notifications/read',
    '/api//notifications/read',
    '/API/notifications/read',
    '/api/./notifications/read',
    '/api/notifications/read/',
    '/api/notifications/read?',
  ];

  it.each(SPELLINGS)('refuses POST %s from a foreign origin, and changes nothing', async (url) => {
    const [notification] = await t.db
      .insert(notifications)
      .values({ userId: student.id, kind: 'role_changed', message: 'Spelled differently.' })
      .returning();
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...student.headers, origin: 'https://evil.example' },
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toEqual({ error: 'Cross-site request refused.' });
    const [after] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, String(notification?.id)));
    expect(after).toBeDefined();
    expect(after?.readAt).toBeNull();
  });

  it('refuses a like through /%61pi/ from a foreign origin, and no like is recorded', async () => {
    const meal = await createMeal(t.db);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/%61pi/meals/${meal.id}/like`,
      headers: { ...student.headers, origin: 'https://evil.example' },
      payload: { action: 'like' },
    });
    expect(res.statusCode).toBe(403);
    expect(await t.db.$count(mealLikes, eq(mealLikes.mealId, meal.id))).toBe(0);
  });
});

describe('images on our pages', () => {
  it('come only from this site (no https: wildcard a tracking pixel could use)', async () => {
    const csp = String((await t.app.inject({ url: '/api/meals' })).headers['content-security-policy']);
    expect(csp).toMatch(/img-src 'self' data: blob:(;|$)/);
  });
});

describe('content types', () => {
  it('answers 415 to a body that is not JSON', async () => {
    const meal = await createMeal(t.db);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/reviews',
        headers: { ...student.headers, 'content-type': type },
        payload: `mealId=${meal.id}&text=hi`,
      });
      expect(res.statusCode, type).toBe(415);
      expect(res.json()).toEqual({ error: 'Unsupported content type' });
    }
  });
});

describe('rate limits on our own calls', () => {
  it('answer 429 with Retry-After past the per-user limit', async () => {
    const meal = await createMeal(t.db);
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 31; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/reviews',
        headers: student.headers,
        payload: { mealId: meal.id, text: `Review ${i}` },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) retryAfter = String(res.headers['retry-after']);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.at(-1)).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
