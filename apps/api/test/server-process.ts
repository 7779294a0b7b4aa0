import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { TEST_ORIGIN } from './test-app.ts';

/** Real server processes, started as `npm start` starts them (`node --import tsx src/server.ts`). */
const serverFile = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const started = new Set<ChildProcess>();

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  output(): string;
}

/**
 * Starts one server on 127.0.0.1:`port`. `env` adds to (and overrides) a quiet default: no demo
 * seed, warnings only. The caller picks DATA_DIR or DATABASE_URL. `prefix` runs the server through
 * another command (`unshare …`), which then is `child`.
 */
export function startServerProcess(
  port: number,
  env: Record<string, string>,
  options: { logFile?: string; prefix?: string[] } = {},
): ServerProcess {
  // With `logFile`, stdout and stderr go to that file, as an installation's service manager sends them.
  const log = options.logFile ? fs.openSync(options.logFile, 'a') : null;
  const [command = process.execPath, ...args] = [
    ...(options.prefix ?? []),
    process.execPath,
    '--import',
    'tsx',
    serverFile,
  ];
  const child = spawn(command, args, {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
    },
    stdio: log === null ? ['ignore', 'pipe', 'pipe'] : ['ignore', log, log],
  });
  if (log !== null) fs.closeSync(log);
  started.add(child);
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk;
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      started.delete(child);
      resolve(code);
    }),
  );
  return {
    child,
    port,
    url: `http://127.0.0.1:${port}`,
    exited,
    output: () => (options.logFile ? fs.readFileSync(options.logFile, 'utf8') : output),
  };
}

/** kill -9: no shutdown hook runs, as when the machine loses the process. Waits until it is gone. */
export async function killHard(server: ServerProcess): Promise<void> {
  server.child.kill('SIGKILL');
  await server.exited;
}

/** For afterAll: kills every server this test file started and has not seen exit. */
export function killStartedServers(): void {
  for (const child of started) child.kill('SIGKILL');
}

/** Waits until GET /api/health answers 200; fails early with the server's output if it exits. */
export async function waitForHealth(server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  let exitCode: number | null | undefined;
  void server.exited.then((code) => {
    exitCode = code;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`server exited (${exitCode}) before answering:\n${server.output()}`);
    const ok = await fetch(`${server.url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not answer /api/health within ${timeoutMs} ms:\n${server.output()}`);
}

/** A port nobody listens on: any free one, or the first free one in [from, to] when a range is given. */
export async function freePort(range?: { from: number; to: number }): Promise<number> {
  if (!range) return listenOnce(0);
  for (let port = range.from; port <= range.to; port++) {
    const free = await listenOnce(port).then(
      () => true,
      () => false,
    );
    if (free) return port;
  }
  throw new Error(`no free port in ${range.from}–${range.to}`);
}

function listenOnce(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as net.AddressInfo;
      server.close(() => resolve(bound));
    });
  });
}

/**
 * A real server process beside a test file's app, on the same PostgreSQL database and data folder:
 * a second process of a scaled-out installation. Answers once it is healthy.
 */
export async function startPeerServer(t: { database: { url?: string }; dataDir: string }): Promise<ServerProcess> {
  const server = startServerProcess(await freePort(), {
    DATABASE_URL: t.database.url as string,
    DATA_DIR: t.dataDir,
    PUBLIC_URL: TEST_ORIGIN,
  });
  await waitForHealth(server);
  return server;
}
