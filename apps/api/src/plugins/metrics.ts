import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import { ADMIN_ONLY } from './access.ts';
import { requireAdmin } from './auth.ts';

/**
 * Prometheus metrics at GET /api/metrics (admins only): requests and latency per route and status,
 * the database pool, and Node's own (event-loop delay, memory, GC) from prom-client's defaults.
 * The registry is `app.metrics`, for the optional separate port (startMetricsServer).
 */
export function registerMetrics(app: FastifyInstance, database: Database): void {
  const registry = new Registry();
  app.decorate('metrics', registry);
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests by method, route and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method and route.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections by state (PostgreSQL pool; PGlite has one).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = database.poolStats();
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });

  app.addHook('onResponse', (request, reply, done) => {
    // The route pattern, not the URL: ids and emails would make unbounded label values.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    done();
  });

  app.get(
    '/api/metrics',
    { config: ADMIN_ONLY, schema: { description: 'Prometheus metrics (text format). Admins only.' } },
    async (request, reply) => {
      await requireAdmin(request);
      reply.header('content-type', registry.contentType);
      return registry.metrics();
    },
  );
}

/**
 * The same metrics without a session at `GET /metrics` on their own port (METRICS_PORT), for a
 * Prometheus that cannot sign in. Bind it where only the scraper reaches (METRICS_HOST, default
 * 127.0.0.1): it is not behind the app's auth. A bare node:http server, so scraping never goes
 * through the app's hooks or shows up in its own request metrics.
 */
export async function startMetricsServer(registry: Registry, { port, host }: { port: number; host: string }) {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not found"}');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"Metrics failed"}'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
