import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const API_SERVER = fileURLToPath(new URL('../../apps/api/src/server.ts', import.meta.url));
const YARDSTICK = fileURLToPath(new URL('./yardstick.mjs', import.meta.url));

// Left at their defaults unless a case's `env` sets them.
const UNSET = ['LOG_LEVEL', 'READ_CACHE_TTL_SECONDS', 'SESSION_CACHE_TTL_SECONDS', 'METRICS_PORT'];

export interface Running {
  baseUrl: string;
  stop(): Promise<void>;
}

export interface ApiServerOptions {
  port: number;
  dataDir: string;
  databaseUrl?: string | undefined;
  authSecret: string;
  logFile: string;
  /** More variables, e.g. the read cache's switch. */
  env?: Record<string, string>;
}

/**
 * The real server, as `npm start` runs it and as installed: default settings (the log at `info`,
 * one line a request, written to `logFile`), with limits on sign-in raised so the bench can sign in.
 */
export async function startApiServer(options: ApiServerOptions): Promise<Running> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(options.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: options.dataDir,
    AUTH_SECRET: options.authSecret,
    SEED_DEMO: 'false',
    AUTH_RATE_LIMIT_PER_IP: '1000000',
    AUTH_RATE_LIMIT_PER_ACCOUNT: '1000000',
    ...options.env,
  };
  // Settings a developer's shell may hold would make the run measure something else than an install.
  for (const name of UNSET) if (!options.env?.[name]) delete env[name];
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const log = fs.openSync(options.logFile, 'a');
  // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", to see where a case spends its time.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', API_SERVER], {
    env,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  await waitUntilUp(child, `${baseUrl}/api/health`, 120_000, options.logFile);
  return { baseUrl, stop: () => stopChild(child) };
}

/** A bare node:http server answering the recorded response: the ceiling for this machine. */
export async function startYardstick(port: number, responseFile: string): Promise<Running> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [YARDSTICK, String(port), responseFile], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitUntilUp(child, `${baseUrl}/`, 10_000);
  return { baseUrl, stop: () => stopChild(child) };
}

async function waitUntilUp(child: ChildProcess, url: string, timeoutMs: number, logFile?: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      const tail = logFile ? fs.readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n') : '';
      throw new Error(`server exited with ${child.exitCode} before answering ${url}\n${tail}`);
    }
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stopChild(child);
  throw new Error(`no answer from ${url} within ${timeoutMs / 1000} s`);
}

/** SIGTERM (the server closes its database cleanly), SIGKILL if it has not exited after 10 s. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
