import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from './use-online.ts';

/**
 * A bar under the navbar while there is no connection: what is on screen may be the copy saved on
 * this device, and anything that changes data has to wait. Announced politely to screen readers.
 */
export function OfflineNotice() {
  // Its own boundary: the catalog is a small lazy chunk (kept by the service worker), and waiting for
  // it must never blank the page.
  return (
    <Suspense fallback={null}>
      <OfflineBar />
    </Suspense>
  );
}

function OfflineBar() {
  const { t } = useTranslation('pwa');
  const online = useOnline();
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <p className="border-b border-amber-300 bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-950">
          {t('offline')}
        </p>
      )}
    </div>
  );
}
