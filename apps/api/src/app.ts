import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createAuth, type GoogleConfig } from './auth/auth.ts';
import { loadAuthSecret } from './auth/auth-secret.ts';
import { DEFAULT_MAIL_LIMITS, type MailLimits } from './auth/mail-limits.ts';
import { setPasswordHashConcurrency } from './auth/password-hash.ts';
import type { Database } from './db/client.ts';
import { mergeSlashes } from './lib/merge-slashes.ts';
import type { RepeatingTaskOptions } from './lib/repeating-task.ts';
import type { TrustProxy } from './lib/trust-proxy.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { accountDataRoutes } from './modules/account/account-data.routes.ts';
import { deleteAccount } from './modules/account/account-deletion.ts';
import { billsRoutes } from './modules/bills/bills.routes.ts';
import { configRoutes } from './modules/config/config.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { mailAdminRoutes } from './modules/mail/mail-admin.routes.ts';
import { type MailQueueOptions, registerMailQueue } from './modules/mail/mail-queue.ts';
import { createMailTransport } from './modules/mail/mail-transport.ts';
import { mealRequestsRoutes } from './modules/meal-requests/meal-requests.routes.ts';
import { mealAdminRoutes } from './modules/meals/meal-admin.routes.ts';
import { mealsRoutes } from './modules/meals/meals.routes.ts';
import { createMenuCache } from './modules/mess/menu-cache.ts';
import { messRoutes } from './modules/mess/mess.routes.ts';
import { createNotificationHub, type NotificationStreamOptions } from './modules/notifications/notification-hub.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { choosePaymentMode, type PaymentMode } from './modules/payments/payment-mode.ts';
import type { PaymentProvider } from './modules/payments/payment-provider.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { createSandboxProvider } from './modules/payments/sandbox-provider.ts';
import { createStripeClient, createStripeProvider, type StripeConfig } from './modules/payments/stripe-provider.ts';
import { stripeWebhookRoutes } from './modules/payments/stripe-webhook.routes.ts';
import { schedulePlanSweeps } from './modules/plans/plan-sweeps.ts';
import { plansRoutes } from './modules/plans/plans.routes.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { setupRoutes } from './modules/setup/setup.routes.ts';
import { studentsRoutes } from './modules/students/students.routes.ts';
import { upcomingMealsRoutes } from './modules/upcoming-meals/upcoming-meals.routes.ts';
import { createDatabaseStorage, IMAGE_CACHE_DIR } from './modules/uploads/database-storage.ts';
import { importDiskUploads } from './modules/uploads/import-disk-uploads.ts';
import { photoWidthsRoutes } from './modules/uploads/photo-widths.routes.ts';
import { registerStoredImages } from './modules/uploads/stored-images.routes.ts';
import { scheduleUnusedUploadSweeps, type UnusedUploadSweepOptions } from './modules/uploads/unused-uploads.ts';
import { DEFAULT_UPLOAD_QUOTA, type UploadQuota } from './modules/uploads/upload-quota.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { registerAccessGuard } from './plugins/access.ts';
import { type AuthLimits, registerAuthRoutes } from './plugins/auth.ts';
import { registerBodyParsers } from './plugins/body-parsers.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { AccessLog, genReqId } from './plugins/logging.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { type ReadCacheOptions, registerReadCache } from './plugins/read-cache.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerSessionCache, type SessionCacheOptions } from './plugins/session-cache.ts';
import { registerSpa } from './plugins/spa.ts';
import type { RegisteredRoute } from './types.d.ts';

export interface AppOptions {
  database: Database;
  dataDir: string;
  /** The origin users reach the app at; auth callbacks and origin checks use it. */
  publicUrl: string;
  trustedOrigins?: string[] | undefined;
  authSecret?: string | undefined;
  google?: GoogleConfig | undefined;
  authLimits?: AuthLimits | undefined;
  /** Password hashes run at once in this process (PASSWORD_HASH_CONCURRENCY); default 2. */
  passwordHashConcurrency?: number | undefined;
  /** Proxies whose X-Forwarded-For gives the client's address (TRUST_PROXY); default none. */
  trustProxy?: TrustProxy | undefined;
  /** A session ends this long after sign-in, however active (SESSION_MAX_AGE_DAYS); default 30 days. */
  sessionMaxAgeSeconds?: number | undefined;
  /** Stripe keys; without them the built-in sandbox takes payments on a loopback publicUrl, or none are taken. */
  stripe?: StripeConfig | undefined;
  /** Run the sandbox even on a public publicUrl (PAYMENTS_SANDBOX): anyone can then "pay" with a test card. */
  paymentsSandbox?: boolean | undefined;
  /** Likes at which an upcoming meal is released. */
  upcomingReleaseLikes?: number | undefined;
  /** Public reads served from memory until a write (plugins/read-cache.ts); default 5 s, 0 is off. */
  readCache?: ReadCacheOptions | undefined;
  /** Signed-in users remembered until a session or user changes (plugins/session-cache.ts); default 60 s, 0 is off. */
  sessionCache?: SessionCacheOptions | undefined;
  /** Bytes of photos each account may store (widths count); default 20 MB, admins 1000 MB. */
  uploadQuota?: UploadQuota | undefined;
  /** When uploads nothing shows are removed (modules/uploads/unused-uploads.ts); default hourly, after 24 h. */
  unusedUploadSweep?: UnusedUploadSweepOptions | undefined;
  /** When badges follow plan periods and plan-ending reminders go (modules/plans/plan-sweeps.ts); default every minute. */
  planSweep?: Partial<RepeatingTaskOptions> | undefined;
  /** Open notification streams per user and their heartbeat (modules/notifications/notification-hub.ts). */
  notificationStreams?: NotificationStreamOptions | undefined;
  /** Where account mail goes (SMTP_URL, MAIL_FROM); without an SMTP URL, .eml files in DATA_DIR/outbox. */
  mail?: { smtpUrl?: string | undefined; from?: string | undefined; queue?: MailQueueOptions | undefined } | undefined;
  /** Limits on mail-sending calls per recipient, account and client address (auth/mail-limits.ts). */
  mailLimits?: MailLimits | undefined;
  /** Built web app to serve; omitted in API tests. */
  webDistDir?: string | undefined;
  logger?: FastifyServerOptions['logger'];
}

const DEFAULT_RELEASE_LIKES = 10;

const DEFAULT_AUTH_LIMITS: AuthLimits = {
  perIp: { max: 30, windowSeconds: 60 },
  perAccount: { max: 10, windowSeconds: 15 * 60 },
};

const DEFAULT_SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** "Hostel Meals <no-reply@meals.example.edu>" at the public host, unless MAIL_FROM says otherwise. */
const defaultMailFrom = (publicUrl: string) => `Hostel Meals <no-reply@${new URL(publicUrl).hostname}>`;

/** Builds the whole app without listening: the server listens, tests call `inject`. */
export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new AccessLog(),
    genReqId,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    rewriteUrl: mergeSlashes,
    trustProxy: options.trustProxy ?? false,
  });
  // Every route as it is added: the OpenAPI and authorization tests check that none is forgotten.
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, access: route.config?.access });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const { db } = options.database;
  app.decorate('db', db);
  app.decorate('dbKind', options.database.kind);
  const authLimits = options.authLimits ?? DEFAULT_AUTH_LIMITS;
  if (options.passwordHashConcurrency) setPasswordHashConcurrency(options.passwordHashConcurrency);
  const mailLimits = options.mailLimits ?? DEFAULT_MAIL_LIMITS;
  const mailQueue = registerMailQueue(
    app,
    createMailTransport({
      smtpUrl: options.mail?.smtpUrl,
      from: options.mail?.from ?? defaultMailFrom(options.publicUrl),
      outboxDir: path.join(options.dataDir, 'outbox'),
    }),
    options.mail?.queue,
  );
  app.decorate('mailQueue', mailQueue);
  app.decorate(
    'auth',
    createAuth({
      db,
      secret: await loadAuthSecret(db, options.authSecret),
      baseURL: options.publicUrl,
      trustedOrigins: options.trustedOrigins ?? [new URL(options.publicUrl).origin],
      google: options.google,
      signInFailures: authLimits.perAccount,
      sessionMaxAgeSeconds: options.sessionMaxAgeSeconds ?? DEFAULT_SESSION_MAX_AGE_SECONDS,
      enqueueMail: mailQueue.enqueue,
      mailLimits,
      deleteAccount: (userId) => deleteAccount(db, userId),
    }),
  );
  registerErrorHandler(app);
  registerBodyParsers(app);
  registerSecurity(app, {
    trustedOrigins: options.trustedOrigins ?? [new URL(options.publicUrl).origin],
    stripe: Boolean(options.stripe),
    https: new URL(options.publicUrl).protocol === 'https:',
  });
  const readCache = options.readCache ?? { ttlSeconds: 5 };
  registerReadCache(app, options.database, readCache);
  const menuCache = createMenuCache(app, options.database, { ttlSeconds: readCache.ttlSeconds });
  registerSessionCache(app, options.database, options.sessionCache ?? { ttlSeconds: 60 });
  registerAccessGuard(app);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  // Images live in the database; this process caches what it serves (decision 91).
  const storage = await createDatabaseStorage(db, path.join(options.dataDir, IMAGE_CACHE_DIR));
  app.decorate('imageStorage', storage);
  const imported = await importDiskUploads(db, options.dataDir);
  if (imported > 0) app.log.info({ imported }, 'carried the images of DATA_DIR/uploads into the database');
  const payments = choosePaymentProvider(options);
  warnAboutPaymentMode(app.log, payments.mode);
  scheduleUnusedUploadSweeps(app, storage, options.unusedUploadSweep);
  schedulePlanSweeps(app, options.publicUrl, options.planSweep);
  const hub = createNotificationHub(options.database, app.log, options.notificationStreams);
  app.addHook('onReady', () => hub.start());
  // Before the server waits for open connections to end: a stream never would.
  app.addHook('preClose', async () => hub.endAll());
  app.addHook('onClose', () => hub.close());
  await registerOpenApi(app, options.publicUrl);
  registerMetrics(app, options.database);
  await registerAuthRoutes(app, app.auth, authLimits);
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(
        configRoutes({
          googleSignIn: Boolean(options.google),
          payments: { available: payments.mode.kind !== 'off', testMode: payments.mode.testMode },
        }),
      );
      await api.register(mealsRoutes, { releaseLikes: options.upcomingReleaseLikes ?? DEFAULT_RELEASE_LIKES });
      await api.register(mealRequestsRoutes);
      await api.register(reviewsRoutes);
      await api.register(mealAdminRoutes, { storage });
      await api.register(upcomingMealsRoutes, { storage });
      await api.register(usersRoutes);
      await api.register(accountRoutes, { mailLimits });
      await api.register(accountDataRoutes);
      await api.register(setupRoutes, { perIp: authLimits.perIp });
      await api.register(messRoutes, { menuCache });
      await api.register(plansRoutes, { publicUrl: options.publicUrl });
      await api.register(billsRoutes);
      await api.register(studentsRoutes);
      await api.register(uploadsRoutes(storage, options.uploadQuota ?? DEFAULT_UPLOAD_QUOTA));
      await api.register(photoWidthsRoutes(storage));
      await api.register(paymentsRoutes, { provider: payments.provider });
      await api.register(notificationsRoutes, { hub });
      await api.register(mailAdminRoutes);
      if (payments.webhook) await api.register(payments.webhook);
    },
    { prefix: '/api' },
  );
  await registerStoredImages(app, options.database, storage);
  await registerSpa(app, options.webDistDir);
  return app;
}

function choosePaymentProvider(options: AppOptions): {
  mode: PaymentMode;
  provider: PaymentProvider | null;
  webhook?: ReturnType<typeof stripeWebhookRoutes>;
} {
  const mode = choosePaymentMode({
    stripe: options.stripe,
    publicUrl: options.publicUrl,
    sandbox: options.paymentsSandbox,
  });
  if (mode.kind === 'off') return { mode, provider: null };
  if (mode.kind === 'sandbox') return { mode, provider: createSandboxProvider(options.database.db) };
  const stripe = createStripeClient(mode.stripe);
  return {
    mode,
    provider: createStripeProvider(stripe, mode.stripe),
    webhook: mode.stripe.webhookSecret ? stripeWebhookRoutes(stripe, mode.stripe.webhookSecret) : undefined,
  };
}

function warnAboutPaymentMode(log: FastifyBaseLogger, mode: PaymentMode): void {
  if (mode.kind === 'off') {
    log.warn('Payments are off: set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY to take card payments');
  } else if (mode.testMode) {
    log.info(`Payments are in test mode (${mode.kind}): no real money is taken`);
  }
}
