import type { Registry } from 'prom-client';
import type { Auth } from './auth/auth.ts';
import type { DatabaseKind, Db } from './db/client.ts';

export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: DatabaseKind;
    auth: Auth;
    registeredRoutes: RegisteredRoute[];
    /** Prometheus registry behind /api/metrics (and METRICS_PORT). */
    metrics: Registry;
  }
}
