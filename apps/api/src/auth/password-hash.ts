import { AsyncLocalStorage } from 'node:async_hooks';
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { FairSemaphore } from '../lib/fair-semaphore.ts';

/**
 * scrypt at N=2^16, r=8, p=1 (OWASP's advice), through node:crypto's async scrypt, which runs on
 * libuv's thread pool: hashing never blocks the event loop. better-auth's default is a pure-JS
 * scrypt at N=2^14 on the main thread.
 */
const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

const PARAMS = { N: 2 ** 16, r: 8, p: 1 };
const KEY_LENGTH = 64;
// 128 * N * r bytes are needed; give headroom over that.
const MAX_MEMORY = 256 * 1024 * 1024;

/**
 * Each hash holds one of libuv's threads (4 unless UV_THREADPOOL_SIZE says otherwise) and 64 MiB
 * for ~0.1 s. Unbounded, a flood of password checks takes every thread, and file reads, DNS and
 * compression (which share the pool) wait behind it: pages stall for everyone. So at most a few
 * hashes run at once, fewer than the pool's threads, and callers (an account, else an address:
 * plugins/auth.ts names them) take turns, so a flood queues behind itself (decision 98).
 */
let slots = new FairSemaphore(2);
const callers = new AsyncLocalStorage<string>();

/** Sets how many hashes may run at once (PASSWORD_HASH_CONCURRENCY); for the whole process. */
export function setPasswordHashConcurrency(size: number): void {
  if (size !== slots.size) slots = new FairSemaphore(size);
}

/** The hash slots, for tests and metrics. */
export function passwordHashSlots(): FairSemaphore {
  return slots;
}

/** Runs `work` with every password hash in it counted as `caller`'s (an account, an address). */
export function asPasswordCaller<T>(caller: string, work: () => T): T {
  return callers.run(caller, work);
}

function inTurn<T>(task: () => Promise<T>): Promise<T> {
  return slots.run(callers.getStore() ?? 'server', task);
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await inTurn(() =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...PARAMS, maxmem: MAX_MEMORY }),
  );
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = hash.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await inTurn(() =>
    scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64'), expected.length, {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: MAX_MEMORY,
    }),
  );
  return crypto.timingSafeEqual(actual, expected);
}
