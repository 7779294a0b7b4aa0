/**
 * Installs the service worker (the app shell and public meal data kept for a flaky connection) in
 * production builds only: in development Vite serves changing modules that must never be cached.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      // The app works without it, only not offline.
      console.warn('Service worker not installed:', error);
    });
  // The app's code runs after the shell's first paint (src/main.tsx): the page may have loaded already.
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register());
}
