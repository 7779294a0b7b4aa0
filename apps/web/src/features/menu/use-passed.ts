import { useEffect, useState } from 'react';

// setTimeout's longest wait; a later instant is checked again on the next render.
const MAX_TIMEOUT = 2_147_483_647;

/**
 * Whether `instant` has passed, turning true by itself when it does (a cutoff passing while the page
 * is open). An instant that is not one (no slot yet) never passes.
 */
export function usePassed(instant: string): boolean {
  const at = Date.parse(instant);
  const [passed, setPassed] = useState(() => at <= Date.now());
  useEffect(() => {
    if (Number.isNaN(at)) {
      setPassed(false);
      return;
    }
    const left = at - Date.now();
    setPassed(left <= 0);
    if (left <= 0 || left > MAX_TIMEOUT) return;
    const timer = setTimeout(() => setPassed(true), left);
    return () => clearTimeout(timer);
  }, [at]);
  return passed;
}
