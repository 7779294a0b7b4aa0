/**
 * Wraps an idempotent action so that concurrent callers share calls: a caller is answered by a call
 * that started after it asked (one in flight may have started too early to count for it), and
 * every caller waiting meanwhile shares the next one. Under load that is one call per round trip,
 * however many callers there are.
 */
export function coalesce(action: () => Promise<unknown>): () => Promise<void> {
  // Settles (never rejects) when the call in flight is over.
  let inFlight: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const start = (): Promise<void> => {
    const call = action().then(() => undefined);
    const over = () => {
      inFlight = null;
    };
    inFlight = call.then(over, over);
    return call;
  };
  return () => {
    if (!inFlight) return start();
    next ??= inFlight.then(() => {
      next = null;
      return start();
    });
    return next;
  };
}
