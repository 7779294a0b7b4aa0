import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from './use-online.ts';

/**
 * A bar under the navbar while there is no connection: what is on screen may be the copy saved on
 * this device, and anything that changes data has to wait. Announced politely to screen readers
 * (the live region is always there; only its text comes and goes).
 */
export function OfflineNotice() {
  const online = useOnline();
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        // The catalog is a small lazy chunk (kept by the service worker), asked for only once the
        // connection is gone: online, the home page loads none of it. Waiting for it never blanks the page.
        <Suspense fallback={null}>
          <OfflineText />
        </Suspense>
      )}
    </div>
  );
}

function OfflineText() {
  const { t } = useTranslation('pwa');
  return (
    <p className="border-b border-amber-300 bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-950">
      {t('offline')}
    </p>
  );
}
