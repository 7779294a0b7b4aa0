import { useEffect, useRef } from 'react';
import { throttle } from '../lib/throttle.ts';

export interface ScrollThresholdOptions {
  /** Fraction of the page height (0–1) the bottom of the viewport must pass. */
  threshold: number;
  /** Scroll and resize events are handled at most once per this many milliseconds. */
  throttleMs: number;
  /** While false nothing is observed (e.g. while a page is loading or when there is no next page). */
  enabled: boolean;
  onReach: () => void;
}

/** True when the bottom of the viewport is at or past `threshold` of the document's height. */
export function isPastScrollThreshold(threshold: number): boolean {
  const pageHeight = document.documentElement.scrollHeight;
  const viewportBottom = window.scrollY + window.innerHeight;
  return viewportBottom >= pageHeight * threshold;
}

/**
 * Calls `onReach` when the user scrolls past `threshold` of the page height (throttled).
 * It also checks once whenever it becomes enabled, so a page too short to scroll still fills up.
 */
export function useScrollThreshold({ threshold, throttleMs, enabled, onReach }: ScrollThresholdOptions) {
  const onReachRef = useRef(onReach);
  useEffect(() => {
    onReachRef.current = onReach;
  });

  useEffect(() => {
    if (!enabled) return;
    const check = () => {
      if (isPastScrollThreshold(threshold)) onReachRef.current();
    };
    const onScroll = throttle(check, throttleMs);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    check();
    return () => {
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [enabled, threshold, throttleMs]);
}
