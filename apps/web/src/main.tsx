import './index.css';

/**
 * The entry is only this: index.html already shows a static shell of the page
 * (build/app-shell-plugin.ts), and the app's code (app/start.tsx, fetched in parallel through a
 * modulepreload link) runs once that shell has been painted, so the first paint never waits for it.
 */
let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./app/start.tsx');
};
// After the next frame has been painted; the timer covers a tab in the background (no frames).
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 250);
