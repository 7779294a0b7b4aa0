import type { Registry } from 'prom-client';
import type { Auth } from './auth/auth.ts';
import type { DatabaseKind, Db } from './db/client.ts';
import type { MailQueue } from './modules/mail/mail-queue.ts';
import type { DatabaseImageStorage } from './modules/uploads/database-storage.ts';
import type { Access } from './plugins/access.ts';

export interface RegisteredRoute {
  method: string;
  url: string;
  /** Who may call it (plugins/access.ts); undefined for routes other plugins add. */
  access: Access | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: DatabaseKind;
    auth: Auth;
    /** Outgoing account mail (modules/mail/mail-queue.ts). */
    mailQueue: MailQueue;
    registeredRoutes: RegisteredRoute[];
    /** Prometheus registry behind /api/metrics (and METRICS_PORT). */
    metrics: Registry;
    /** Stored images: in the database, cached on this process's disk (modules/uploads/database-storage.ts). */
    imageStorage: DatabaseImageStorage;
  }
}
