import { describe, expect, it } from 'vitest';
import { coalesce } from './coalesce.ts';

describe('coalesce', () => {
  it('answers each caller with a call that started after it asked, sharing calls under load', async () => {
    const started: number[] = [];
    const finishers: (() => void)[] = [];
    let asked = 0;
    const announce = coalesce(() => {
      started.push(asked);
      return new Promise<void>((resolve) => finishers.push(resolve));
    });
    asked = 1;
    const first = announce();
    asked = 2;
    const second = announce();
    asked = 3;
    const third = announce();
    expect(started).toEqual([1]);
    let secondDone = false;
    void second.then(() => {
      secondDone = true;
    });
    finishers[0]?.();
    await first;
    await new Promise((resolve) => setImmediate(resolve));
    // The call in flight when the second and third asked cannot answer them: one more call does.
    expect(secondDone).toBe(false);
    expect(started).toEqual([1, 3]);
    finishers[1]?.();
    await Promise.all([second, third]);
    expect(started).toHaveLength(2);
  });

  it('passes a failure to the callers of that call, and the next caller starts afresh', async () => {
    let fail = true;
    const announce = coalesce(async () => {
      if (fail) throw new Error('down');
    });
    await expect(announce()).rejects.toThrow('down');
    fail = false;
    await expect(announce()).resolves.toBeUndefined();
  });
});
