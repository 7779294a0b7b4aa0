import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, useTestApp } from '../../test/test-app.ts';
import { buildApp } from '../app.ts';
import { startMetricsServer } from '../plugins/metrics.ts';

const t = useTestApp();

describe('GET /api/health', () => {
  it('checks the database and names its kind', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: process.env.TEST_DB_KIND });
  });
});

describe('unknown API paths', () => {
  it('answers a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found' });
  });
});

describe('serving the web app', () => {
  let spa: Awaited<ReturnType<typeof buildApp>>;
  let distDir: string;

  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hm-dist-'));
    fs.mkdirSync(path.join(distDir, 'assets'));
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Hostel Meals</title>');
    fs.writeFileSync(path.join(distDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    spa = await buildApp({ database: t.database, dataDir: t.dataDir, publicUrl: TEST_ORIGIN, webDistDir: distDir });
  });
  afterAll(async () => {
    await spa.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('answers index.html for client routes so deep links work', async () => {
    for (const url of ['/', '/meals?sortBy=price', '/meal-details/abc', '/no-such-page']) {
      const res = await spa.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<title>Hostel Meals</title>');
    }
  });

  it('serves fingerprinted assets with long caching, and 404 for missing files', async () => {
    const asset = await spa.inject({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await spa.inject({ url: '/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
    const api = await spa.inject({ url: '/api/missing' });
    expect(api.json()).toEqual({ error: 'Not found' });
  });
});

describe('GET /api/metrics', () => {
  it('answers Prometheus text to admins only, with per-route counts and pool figures', async () => {
    const { signUp } = await import('../../test/sessions.ts');
    const admin = await signUp(t.app, { role: 'admin' });
    const user = await signUp(t.app);
    await t.app.inject({ url: '/api/meals?limit=1' });
    expect((await t.app.inject({ url: '/api/metrics' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/metrics', headers: user.headers })).statusCode).toBe(403);
    const res = await t.app.inject({ url: '/api/metrics', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(/http_requests_total\{method="GET",route="\/api\/meals",status="200"\} \d+/);
    expect(res.body).toContain('http_request_duration_seconds_bucket');
    expect(res.body).toContain('db_pool_connections{state="total"}');
    expect(res.body).toContain('nodejs_eventloop_lag_seconds');
  });
});

describe('metrics on a separate port (METRICS_PORT)', () => {
  it('answers GET /metrics without a session, nothing else, while /api/metrics stays admin-only', async () => {
    const server = await startMetricsServer(t.app.metrics, { port: 0, host: '127.0.0.1' });
    try {
      await t.app.inject({ url: '/api/meals?limit=1' });
      const res = await fetch(`http://127.0.0.1:${server.port}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain');
      expect(await res.text()).toMatch(/http_requests_total\{method="GET",route="\/api\/meals",status="200"\} \d+/);
      expect((await fetch(`http://127.0.0.1:${server.port}/api/meals`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${server.port}/metrics`, { method: 'POST' })).status).toBe(404);
      expect((await t.app.inject({ url: '/api/metrics' })).statusCode).toBe(401);
    } finally {
      await server.close();
    }
  });
});
