import type { FastifyInstance } from 'fastify';

export interface RepeatingTaskOptions {
  /** The first run after start (not at once: a starting server has other work). */
  firstAfterMs: number;
  everyMs: number;
}

/**
 * Runs `task` from the app's start to its close: first after `firstAfterMs`, then `everyMs` after
 * each run ends (runs never overlap). A failure is logged and the next run comes as planned; close
 * waits for a run under way.
 */
export function scheduleRepeatingTask(
  app: FastifyInstance,
  what: string,
  task: () => Promise<void>,
  { firstAfterMs, everyMs }: RepeatingTaskOptions,
): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let closed = false;
  const run = async () => {
    try {
      await task();
    } catch (error) {
      app.log.warn({ err: error }, `${what} failed; trying again later`);
    }
  };
  const schedule = (delayMs: number) => {
    timer = setTimeout(() => {
      running = run().finally(() => {
        running = null;
        if (!closed) schedule(everyMs);
      });
    }, delayMs);
    timer.unref();
  };
  app.addHook('onReady', async () => schedule(firstAfterMs));
  app.addHook('onClose', async () => {
    closed = true;
    if (timer) clearTimeout(timer);
    await running;
  });
}
