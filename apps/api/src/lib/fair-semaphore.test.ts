import { describe, expect, it } from 'vitest';
import { FairSemaphore } from './fair-semaphore.ts';

/** A task that runs until the test ends it, recording when it started. */
function controlledTask(log: string[], name: string, running: { now: number; peak: number }) {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const task = async () => {
    running.now++;
    running.peak = Math.max(running.peak, running.now);
    log.push(name);
    await done;
    running.now--;
  };
  return { task, finish: () => finish() };
}

/** Lets every promise that can settle settle (no timers involved). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('FairSemaphore', () => {
  it('never runs more than its size at once, and another caller gets a turn before a flood ends', async () => {
    const slots = new FairSemaphore(2);
    const started: string[] = [];
    const running = { now: 0, peak: 0 };
    const flood = Array.from({ length: 12 }, (_, i) => controlledTask(started, `flood-${i}`, running));
    const runs = flood.map((t) => slots.run('attacker', t.task));
    const student = controlledTask(started, 'student', running);
    const studentRun = slots.run('student', student.task);
    await settle();
    expect(started).toEqual(['flood-0', 'flood-1']);
    expect(slots.active).toBe(2);
    expect(slots.waiting).toBe(11);

    // Each time a flood task ends, the freed slot goes round the callers in turn.
    let finished = 0;
    while (!started.includes('student')) {
      flood[finished++]?.finish();
      await settle();
      expect(running.now).toBeLessThanOrEqual(2);
    }
    // The attacker's line was first, so it had one more turn; then the student's came.
    expect(started).toEqual(['flood-0', 'flood-1', 'flood-2', 'student']);

    student.finish();
    for (const t of flood) t.finish();
    await Promise.all([...runs, studentRun]);
    expect(running.peak).toBe(2);
    expect(slots.active).toBe(0);
    expect(slots.waiting).toBe(0);
  });

  it('gives several waiting callers one slot each per round', async () => {
    const slots = new FairSemaphore(1);
    const started: string[] = [];
    const running = { now: 0, peak: 0 };
    const tasks = new Map<string, ReturnType<typeof controlledTask>>();
    const runs: Promise<void>[] = [];
    for (const name of ['a1', 'a2', 'a3', 'b1', 'b2', 'c1']) {
      const t = controlledTask(started, name, running);
      tasks.set(name, t);
      runs.push(slots.run(name[0] as string, t.task));
    }
    for (let i = 0; i < 6; i++) {
      await settle();
      tasks.get(started.at(-1) as string)?.finish();
    }
    await Promise.all(runs);
    expect(started).toEqual(['a1', 'a2', 'b1', 'c1', 'a3', 'b2']);
    expect(running.peak).toBe(1);
  });

  it('frees the slot when a task fails', async () => {
    const slots = new FairSemaphore(1);
    await expect(slots.run('x', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await slots.run('y', async () => 'ran')).toBe('ran');
    expect(slots.active).toBe(0);
  });
});
