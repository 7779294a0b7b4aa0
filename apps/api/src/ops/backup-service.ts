import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { backup, type Manifest } from './backup.ts';

/**
 * `npm run backup` while a server runs on the embedded database. The server holds DATA_DIR's lock
 * and PGlite's one connection, so the server makes the backup itself, through its own pool, where
 * the backup's queries queue with the requests'. (A second client on PGlite's socket would share
 * its one backend: a message of the other client arriving between one client's Parse and Bind
 * replaces the unnamed statement, and the Bind then runs the other's query.) The command asks over
 * a Unix socket in a folder only the server's user can enter; the file `DATA_DIR/backup-socket`
 * names it. Only the same user can ask, and it can read DATA_DIR anyway.
 */
const POINTER_FILE = 'backup-socket';
const requestSchema = z.object({ target: z.string().refine(path.isAbsolute), includeSecrets: z.boolean() });
const MAX_REQUEST_CHARS = 64 * 1024;
type Answer = { manifest: Manifest } | { error: string };

/** Serves backups of `database` for `npm run backup`; answers the function that stops it. */
export async function serveBackups(dataDir: string, database: Database): Promise<() => Promise<void>> {
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hm-backup-sock-'));
  const socketPath = path.join(socketDir, 'backup.sock');
  let running = false;
  // Low priority: before each image, the requests waiting for the connection go first (a while at most).
  const pace = async () => {
    for (let waited = 0; database.poolStats().waiting > 0 && waited < 200; waited += 5) await sleep(5);
  };
  const connections = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
    let input = '';
    let asked = false;
    socket.setEncoding('utf8');
    socket.on('error', () => {}); // the command went away: its backup still completes
    socket.on('data', async (chunk: string) => {
      input += chunk;
      if (input.length > MAX_REQUEST_CHARS) return void socket.destroy();
      if (asked || !input.includes('\n')) return;
      asked = true;
      const answer = (reply: Answer) => socket.end(`${JSON.stringify(reply)}\n`);
      const request = requestSchema.safeParse(parseJson(input.slice(0, input.indexOf('\n'))));
      if (!request.success) return answer({ error: 'Bad backup request.' });
      if (running) return answer({ error: 'A backup is already running on this server; try again when it ends.' });
      running = true;
      try {
        answer({ manifest: await backup(database.db, request.data.target, { ...request.data, pace }) });
      } catch (error) {
        answer({ error: error instanceof Error ? error.message : String(error) });
      } finally {
        running = false;
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, resolve);
  });
  const pointer = path.join(dataDir, POINTER_FILE);
  fs.writeFileSync(`${pointer}.tmp`, socketPath, { mode: 0o600 });
  fs.renameSync(`${pointer}.tmp`, pointer);
  return async () => {
    // A backup still running fails when the database closes; the command is told the server stopped.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of connections) socket.destroy();
    await closed;
    fs.rmSync(socketDir, { recursive: true, force: true });
    if (fs.readFileSync(pointer, 'utf8') === socketPath) fs.rmSync(pointer, { force: true });
  };
}

/** Asks the server running on `dataDir` for a backup into `target` (an absolute path). */
export async function askServerForBackup(
  dataDir: string,
  target: string,
  options: { includeSecrets: boolean },
): Promise<Manifest> {
  const notServing = () =>
    new Error(
      `DATA_DIR ${dataDir} is in use, but its server does not take backups yet (it may be starting): try again in a moment.`,
    );
  const socketPath = await fs.promises.readFile(path.join(dataDir, POINTER_FILE), 'utf8').catch(() => {
    throw notServing();
  });
  const reply = await new Promise<string>((resolve, reject) => {
    let output = '';
    const socket = net.connect(socketPath, () => socket.write(`${JSON.stringify({ target, ...options })}\n`));
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      output += chunk;
    });
    socket.on('end', () => resolve(output));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ECONNREFUSED' || error.code === 'ENOENT' ? notServing() : error),
    );
  });
  if (!reply) throw new Error('The server stopped before the backup was done.');
  const answer = JSON.parse(reply) as Answer;
  if ('error' in answer) throw new Error(answer.error);
  return answer.manifest;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
