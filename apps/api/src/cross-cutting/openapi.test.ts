import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

// Served by plugins, not API calls of ours: static files, the docs themselves, better-auth's catch-all.
const NOT_DOCUMENTED = [
  /^\/api\/docs/,
  /^\/api\/uploads\/\*$/,
  /^\/api\/openapi\.json$/,
  /^\/api\/auth\/\*$/,
  /^\/\*$/,
  /^\/$/,
];

describe('OpenAPI', () => {
  it('documents every API route with its method', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    const apiRoutes = t.app.registeredRoutes.filter(
      (r) => r.url.startsWith('/api') && !NOT_DOCUMENTED.some((p) => p.test(r.url)),
    );
    expect(apiRoutes.length).toBeGreaterThan(25);
    const missing = apiRoutes.filter((r) => {
      const path = r.url.replace(/:(\w+)/g, '{$1}');
      return !doc.paths[path]?.[r.method.toLowerCase()];
    });
    expect(missing).toEqual([]);
  });

  it('serves an interactive page at /api/docs', async () => {
    const res = await t.app.inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger-ui');
  });
});
