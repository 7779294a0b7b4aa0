import fs from 'node:fs';

/**
 * Where the server's log lines go (decision 107): gathered in memory and written together, one
 * asynchronous write at a time, once 16 kB have gathered or within a second, so no request waits
 * for the disk or the pipe. pino's own destination (sonic-boom) measured the byte length of its
 * whole pending chunk at every line; at one access line per request that cost a cached read 18% of
 * its CPU. Here a line costs a push onto an array.
 *
 * `end()` writes what is gathered and resolves once it is written: the server calls it last at
 * shutdown. At process exit what is left is written synchronously. A SIGKILL can lose the lines of
 * the last second, never data (decision 97).
 */
export class LogLines {
  readonly #fd: number;
  readonly #flushAt: number;
  #lines: string[] = [];
  #size = 0;
  #writing = false;
  #ended: (() => void) | null = null;
  readonly #timer: NodeJS.Timeout;
  readonly #onExit = () => this.flushSync();

  constructor(fd: number, options: { flushAt?: number; flushEveryMs?: number } = {}) {
    this.#fd = fd;
    this.#flushAt = options.flushAt ?? 16_384;
    this.#timer = setInterval(() => this.#flush(), options.flushEveryMs ?? 1000).unref();
    process.on('exit', this.#onExit);
  }

  /** pino calls this with each line, its newline included. */
  write(line: string): boolean {
    this.#lines.push(line);
    this.#size += line.length;
    if (this.#size >= this.#flushAt) this.#flush();
    return true;
  }

  #take(): Buffer {
    const data = Buffer.from(this.#lines.join(''));
    this.#lines = [];
    this.#size = 0;
    return data;
  }

  #flush(): void {
    if (this.#writing || this.#lines.length === 0) return;
    this.#writing = true;
    this.#writeOut(this.#take());
  }

  #writeOut(data: Buffer): void {
    fs.write(this.#fd, data, 0, data.length, null, (error, written) => {
      // A pipe opened non-blocking answers EAGAIN while full: the same bytes again, a moment later.
      if (error?.code === 'EAGAIN') return void setTimeout(() => this.#writeOut(data), 10);
      if (!error && written < data.length) return this.#writeOut(data.subarray(written));
      // Any other error (the reader went away): nowhere left to report it; the lines are dropped.
      this.#writing = false;
      if (this.#lines.length > 0 && (this.#ended || this.#size >= this.#flushAt)) return this.#flush();
      if (this.#ended && this.#lines.length === 0) this.#finish();
    });
  }

  /** What is gathered, written now; for the process's last moment, when nothing asynchronous runs. */
  flushSync(): void {
    if (this.#writing || this.#lines.length === 0) return;
    try {
      fs.writeSync(this.#fd, this.#take());
    } catch {
      // As above: nowhere left to report it.
    }
  }

  end(): Promise<void> {
    return new Promise((resolve) => {
      this.#ended = resolve;
      if (this.#writing) return;
      if (this.#lines.length > 0) return this.#flush();
      this.#finish();
    });
  }

  #finish(): void {
    clearInterval(this.#timer);
    process.off('exit', this.#onExit);
    this.#ended?.();
  }
}
