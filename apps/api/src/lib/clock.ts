/**
 * The app's one clock. Code that reasons about "now" (grace periods, expiry) reads it here, so a
 * test can move time instead of waiting: `setClock(() => new Date('2030-01-01'))`, then
 * `resetClock()`. The database's own `now()` (column defaults) is not this clock: a query that
 * compares with app time passes `now()` from here as a parameter.
 */
let source: () => Date = () => new Date();

export const now = (): Date => source();

/** Tests only: every later `now()` answers what this function answers. */
export function setClock(next: () => Date): void {
  source = next;
}

export function resetClock(): void {
  source = () => new Date();
}
