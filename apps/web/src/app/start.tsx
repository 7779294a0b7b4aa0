// The app itself, loaded by src/main.tsx once the static shell is on screen.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { i18next } from '../i18n/i18n.ts';
import { getSessionQueryOptions, getUserRecordQueryOptions } from '../lib/auth.ts';
import { registerServiceWorker } from '../pwa/register-service-worker.ts';
import { App } from './app.tsx';
import { queryClient } from './query-client.ts';
import { router } from './router.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

/**
 * Who is signed in (and their record), asked at once, in parallel with the page's code: the navbar
 * and the guards need both, and a guarded page would otherwise show a spinner while they load.
 */
const sessionReady = () =>
  queryClient
    .fetchQuery(getSessionQueryOptions())
    .then((user) => (user?.email ? queryClient.fetchQuery(getUserRecordQueryOptions(user.email)) : null))
    .then(
      () => undefined,
      () => undefined, // useSession shows the failure; the first render must not wait for it.
    );

/** At most `ms` of waiting: past that, the app renders and shows its own loading states. */
const atMost = (ms: number, ready: Promise<unknown>) =>
  Promise.race([ready, new Promise((resolve) => setTimeout(resolve, ms))]);

/** Resolves once the router has the first page's code (and its catalogs) or gave up on it. */
const routerReady = () =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });

/** The shared catalog of the reader's language (bundled for English; one small chunk for Bangla). */
const languageReady = () =>
  new Promise<void>((resolve) => {
    if (i18next.isInitialized && i18next.hasLoadedNamespace('common')) return resolve();
    i18next.on('initialized', () => resolve());
  });

// index.html holds a static shell of this page (build/app-shell-plugin.ts), painted while the HTML
// was parsed. React replaces it on its first render; waiting for the page's code first means that
// render is the page itself, not a spinner in between.
// The render is a transition, so React yields to the browser every few milliseconds instead of
// holding the main thread for the whole page (a tap or a scroll meanwhile is answered at once).
void atMost(4000, Promise.all([routerReady(), languageReady(), sessionReady()])).then(() => {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});

registerServiceWorker();
