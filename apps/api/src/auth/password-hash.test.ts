import { afterEach, describe, expect, it } from 'vitest';
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

  it('run two at once by default (half of libuv’s four threads)', () => {
    expect(passwordHashSlots().size).toBe(2);
  });
});
