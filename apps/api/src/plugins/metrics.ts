import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import { requireAdmin } from './auth.ts';

/**
 * Prometheus metrics at GET /api/metrics (admins only): requests and latency per route and status,
 * the database pool, and Node's own (event-loop delay, memory, GC) from prom-client's defaults.
 */
export function registerMetrics(app: FastifyInstance, database: Database): void {
  const registry = new Registry();
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

  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, not the URL: ids and emails would make unbounded label values.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  app.get(
    '/api/metrics',
    { schema: { description: 'Prometheus metrics (text format). Admins only.' } },
    async (request, reply) => {
      await requireAdmin(request);
      reply.header('content-type', registry.contentType);
      return registry.metrics();
    },
  );
}
