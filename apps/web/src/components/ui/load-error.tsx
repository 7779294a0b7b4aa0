import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';

/** In place of a table's rows when they could not be loaded. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3">
      <p className="font-medium text-red-800">{t('status.loadFailed', { what })}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('status.tryAgain')}
      </Button>
    </div>
  );
}
