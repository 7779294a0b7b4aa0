import './index.css';

/**
 * The entry is only this: index.html already shows a static shell of the page
 * (build/app-shell-plugin.ts), and the app's code (app/start.tsx, fetched in parallel through a
 * modulepreload link) runs once that shell is on screen, so the first paint never waits for it.
 */
let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./app/start.tsx');
};
// After the first contentful paint; the timer covers a browser without paint timing and a tab in
// the background (which paints nothing until shown).
if (performance.getEntriesByName('first-contentful-paint').length > 0) start();
else if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver(start).observe({ type: 'paint' });
  setTimeout(start, 200);
} else requestAnimationFrame(() => setTimeout(start, 0));
