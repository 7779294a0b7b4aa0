import { afterEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../env.ts';
import {
  asPasswordCaller,
  hashPassword,
  passwordHashSlots,
  setPasswordHashConcurrency,
  verifyPassword,
} from './password-hash.ts';

afterEach(() => setPasswordHashConcurrency(2));

describe('password hashes are bounded', () => {
  it('wait for a free slot, in turn per caller, and still hash and verify', async () => {
    setPasswordHashConcurrency(1);
    const slots = passwordHashSlots();
    let release = () => {};
    const held = slots.run('someone-else', () => new Promise<void>((resolve) => (release = resolve)));
    const hashing = asPasswordCaller('ip:192.0.2.7', () => hashPassword('Correct-horse-42'));
    // The hash is queued behind the slot's holder, not started on the thread pool.
    expect(slots.active).toBe(1);
    expect(slots.waiting).toBe(1);
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(slots.waiting).toBe(1);
    release();
    await held;
    const hash = await hashing;
    expect(await verifyPassword({ hash, password: 'Correct-horse-42' })).toBe(true);
    expect(await verifyPassword({ hash, password: 'wrong-horse-42' })).toBe(false);
    expect(slots.active).toBe(0);
  });

  it('run two at once by default (half of libuv’s four threads), and always fewer than the pool', () => {
    expect(passwordHashSlots().size).toBe(2);
    expect(loadEnv({}).passwordHashConcurrency).toBe(2);
    expect(loadEnv({ UV_THREADPOOL_SIZE: '8' }).passwordHashConcurrency).toBe(4);
    expect(loadEnv({ UV_THREADPOOL_SIZE: '1' }).passwordHashConcurrency).toBe(1);
    expect(loadEnv({ PASSWORD_HASH_CONCURRENCY: '3' }).passwordHashConcurrency).toBe(3);
    expect(() => loadEnv({ PASSWORD_HASH_CONCURRENCY: '4' })).toThrow(
      /PASSWORD_HASH_CONCURRENCY: must be below UV_THREADPOOL_SIZE/,
    );
  });
});
