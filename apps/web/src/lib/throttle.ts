export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  cancel: () => void;
}

/** Runs `fn` at most once per `waitMs`, on the leading edge and once more on the trailing edge. */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, waitMs: number): Throttled<A> {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pendingArgs: A | undefined;

  const run = (args: A) => {
    last = Date.now();
    pendingArgs = undefined;
    fn(...args);
  };

  const throttled = (...args: A) => {
    const remaining = waitMs - (Date.now() - last);
    if (remaining <= 0) {
      if (timer) {
        clearTimeout(timer);
        timer = undefined;
      }
      run(args);
      return;
    }
    pendingArgs = args;
    timer ??= setTimeout(() => {
      timer = undefined;
      if (pendingArgs) run(pendingArgs);
    }, remaining);
  };

  throttled.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    pendingArgs = undefined;
  };
  return throttled;
}
