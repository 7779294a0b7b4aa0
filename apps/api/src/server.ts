import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ensureAdmin } from './auth/ensure-admin.ts';
import { capSessionLifetimes } from './auth/session-lifetime.ts';
import { openDatabase } from './db/open-database.ts';
import { isDatabaseEmpty, seedDemo } from './db/seed/seed-demo.ts';
import { loadEnv } from './env.ts';
import { offerFirstRunSetup } from './modules/setup/first-run.ts';
import { serveBackups } from './ops/backup-service.ts';
import { createLogDestination, loggerOptions } from './plugins/logging.ts';
import { startMetricsServer } from './plugins/metrics.ts';

// Only this: read configuration, prepare the database, build the app, listen, close gracefully.
const SHUTDOWN_GRACE_MS = 4000;
const DAY_SECONDS = 24 * 60 * 60;

async function main() {
  const env = loadEnv();
  // In development pino-pretty writes the lines from its own thread.
  const log = env.NODE_ENV === 'development' ? null : createLogDestination();
  const database = await openDatabase(env);
  await database.migrate();
  if (env.SEED_DEMO && (await isDatabaseEmpty(database.db))) {
    const { meals } = await seedDemo(database.db);
    console.log(`Seeded demo content: ${meals} meals.`);
  }

  const webDistDir = env.WEB_DIST_DIR ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
  const app = await buildApp({
    database,
    dataDir: env.dataDir,
    publicUrl: env.publicUrl,
    trustedOrigins: env.trustedOrigins,
    authSecret: env.AUTH_SECRET,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            discoveryUrl: env.GOOGLE_DISCOVERY_URL,
          }
        : undefined,
    authLimits: {
      perIp: { max: env.AUTH_RATE_LIMIT_PER_IP, windowSeconds: 60 },
      perAccount: { max: env.AUTH_RATE_LIMIT_PER_ACCOUNT, windowSeconds: 15 * 60 },
    },
    passwordHashConcurrency: env.passwordHashConcurrency,
    trustProxy: env.TRUST_PROXY,
    sessionMaxAgeSeconds: env.SESSION_MAX_AGE_DAYS * DAY_SECONDS,
    upcomingReleaseLikes: env.UPCOMING_RELEASE_LIKES,
    uploadQuota: { userBytes: env.UPLOAD_QUOTA_MB * 1024 * 1024, adminBytes: env.ADMIN_UPLOAD_QUOTA_MB * 1024 * 1024 },
    readCache: { ttlSeconds: env.READ_CACHE_TTL_SECONDS },
    sessionCache: { ttlSeconds: env.SESSION_CACHE_TTL_SECONDS },
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiBase: env.STRIPE_API_BASE,
          }
        : undefined,
    paymentsSandbox: env.PAYMENTS_SANDBOX,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    webDistDir,
    logger: loggerOptions({ level: env.LOG_LEVEL, pretty: log === null, stream: log?.stream }),
  });
  await capSessionLifetimes(database.db, env.SESSION_MAX_AGE_DAYS * DAY_SECONDS);
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD)
    await ensureAdmin(app.auth, database.db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);

  let metricsServer: Awaited<ReturnType<typeof startMetricsServer>> | null = null;
  // `npm run backup` while this server holds the embedded database.
  let stopBackups: (() => Promise<void>) | null = null;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    try {
      await metricsServer?.close();
      await stopBackups?.();
      await app.close();
      await database.close();
    } finally {
      // Last: every line of the answered requests, and of the shutdown, is written before the exit.
      await log?.close();
      clearTimeout(timer);
      process.exit(0);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  if (database.kind === 'pglite') stopBackups = await serveBackups(env.dataDir, database);
  if (env.METRICS_PORT) {
    metricsServer = await startMetricsServer(app.metrics, { port: env.METRICS_PORT, host: env.METRICS_HOST });
    console.log(`Metrics on http://${env.METRICS_HOST}:${metricsServer.port}/metrics`);
  }
  console.log(`Hostel Meals is running on http://localhost:${env.PORT} (database: ${database.kind})`);
  // After listening, so the link works when it is read.
  await offerFirstRunSetup(database.db, env.publicUrl, (line) => console.log(line));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
