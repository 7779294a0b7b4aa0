import path from 'node:path';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { mealsRoutes } from './modules/meals/meals.routes.ts';
import { upcomingMealsRoutes } from './modules/upcoming-meals/upcoming-meals.routes.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerSpa } from './plugins/spa.ts';
import { registerUploadsStatic } from './plugins/uploads-static.ts';
import './types.d.ts';

export interface AppOptions {
  database: Database;
  dataDir: string;
  /** Built web app to serve; omitted in API tests. */
  webDistDir?: string | undefined;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole app without listening: the server listens, tests call `inject`. */
export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    // Ids from our generator are in every log line of a request.
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', options.database.db);
  app.decorate('dbKind', options.database.kind);
  registerErrorHandler(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(mealsRoutes);
      await api.register(upcomingMealsRoutes);
    },
    { prefix: '/api' },
  );
  await registerUploadsStatic(app, path.join(options.dataDir, 'uploads'));
  await registerSpa(app, options.webDistDir);
  return app;
}
