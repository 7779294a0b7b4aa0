import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { AlertIcon } from './icons.tsx';

export interface InlineErrorProps {
  title: string;
  message?: string;
  onRetry?: () => void;
  retryLabel?: string;
  retrying?: boolean;
}

/** A friendly in-page error block with an optional retry button. */
export function InlineError({ title, message, onRetry, retryLabel, retrying }: InlineErrorProps) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-8 text-center"
    >
      <AlertIcon className="size-8 text-red-600" />
      <p className="font-semibold text-red-900">{title}</p>
      {message ? <p className="text-sm text-red-800">{message}</p> : null}
      {onRetry ? (
        <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
          {retrying ? t('status.retrying') : (retryLabel ?? t('status.tryAgain'))}
        </Button>
      ) : null}
    </div>
  );
}
