import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type AppOptions, buildApp } from '../src/app.ts';
import type { Database, Db } from '../src/db/client.ts';
import { createTestDatabase } from './test-database.ts';

/** The origin test requests claim to come from (better-auth checks it on state changes). */
export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestContext {
  app: Awaited<ReturnType<typeof buildApp>>;
  db: Db;
  database: Database & { url?: string };
  dataDir: string;
}

/**
 * One app on one fresh database per test file. Call at the top of a file; the context's
 * fields are filled in before the first test.
 */
type TestAppOptions = Pick<
  AppOptions,
  'webDistDir' | 'uploadQuota' | 'notificationStreams' | 'mail' | 'mailLimits' | 'planSweep'
> & { publicUrl?: string };

export function useTestApp(
  /** A function when an option is known only once earlier `beforeAll`s ran (a mail server's port). */
  options: TestAppOptions | (() => TestAppOptions) = {},
): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    context.database = await createTestDatabase();
    context.db = context.database.db;
    context.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hm-data-'));
    context.app = await buildApp({
      // Tests move the clock: they run plan sweeps themselves, never one in the background.
      planSweep: { firstAfterMs: 24 * 60 * 60_000 },
      publicUrl: TEST_ORIGIN,
      ...(typeof options === 'function' ? options() : options),
      database: context.database,
      dataDir: context.dataDir,
    });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
    if (context.dataDir) fs.rmSync(context.dataDir, { recursive: true, force: true });
  });
  return context;
}
