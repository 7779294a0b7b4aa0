import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

/** What a section shows while the account's status loads, or when it could not. */
export function AccountStatusState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation('account');
  if (failed) return <LoadError what={t('status.loadWhat')} onRetry={onRetry} />;
  return (
    <p role="status" className="flex items-center gap-2 text-sm font-medium text-stone-600">
      <Spinner className="size-4 text-orange-700" />
      {t('status.loading')}
    </p>
  );
}
