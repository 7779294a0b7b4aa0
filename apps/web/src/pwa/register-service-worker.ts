/**
 * Installs the service worker (the app shell and public meal data kept for a flaky connection) in
 * production builds only: in development Vite serves changing modules that must never be cached.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      // The app works without it, only not offline.
      console.warn('Service worker not installed:', error);
    });
  });
}
