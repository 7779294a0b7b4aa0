/**
 * At most `size` tasks at once; waiting callers take turns. Each caller (a key: an account, an
 * address) has its own line, and a freed slot goes to the caller who has waited longest for a
 * turn, whose next task then goes to the back: a caller with a thousand tasks queued gets one slot
 * per round, so one newcomer waits at most one turn of each busy caller, never their whole flood.
 */
export class FairSemaphore {
  #active = 0;
  #started = 0;
  /** Callers with waiting tasks, in the order their turn comes (a Map keeps insertion order). */
  readonly #lines = new Map<string, (() => void)[]>();

  constructor(readonly size: number) {
    if (!Number.isInteger(size) || size < 1) throw new Error('FairSemaphore size must be a positive integer');
  }

  /** Tasks running now. */
  get active(): number {
    return this.#active;
  }

  /** Tasks started since this semaphore was made (a test sees which calls ran one). */
  get started(): number {
    return this.#started;
  }

  /** Tasks waiting for a slot, over all callers. */
  get waiting(): number {
    let count = 0;
    for (const line of this.#lines.values()) count += line.length;
    return count;
  }

  /** Runs `task` once a slot is free and it is `caller`'s turn. */
  async run<T>(caller: string, task: () => Promise<T>): Promise<T> {
    await this.#acquire(caller);
    this.#started++;
    try {
      return await task();
    } finally {
      this.#release();
    }
  }

  #acquire(caller: string): Promise<void> | undefined {
    if (this.#active < this.size && this.#lines.size === 0) {
      this.#active++;
      return undefined;
    }
    return new Promise((resolve) => {
      const line = this.#lines.get(caller);
      if (line) line.push(resolve);
      else this.#lines.set(caller, [resolve]);
    });
  }

  /** Hands the slot straight to the next caller in turn (it stays counted as active), or frees it. */
  #release(): void {
    const next = this.#lines.entries().next();
    if (next.done) {
      this.#active--;
      return;
    }
    const [caller, line] = next.value;
    const wake = line.shift() as () => void;
    this.#lines.delete(caller);
    if (line.length > 0) this.#lines.set(caller, line);
    wake();
  }
}
