import { useTranslation } from 'react-i18next';
import { Spinner } from '../ui/spinner.tsx';

export function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center text-orange-700">
      <Spinner className="size-8" />
      <span className="sr-only">{t('status.loading')}</span>
    </div>
  );
}

/** Shown in the main area while a page's code is loading. */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center text-orange-700">
      <Spinner className="size-8" />
      <span className="sr-only">{t('status.loading')}</span>
    </div>
  );
}
