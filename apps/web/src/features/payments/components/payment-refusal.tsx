import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { AlertIcon } from '../../../components/ui/icons.tsx';

export interface PaymentRefusalProps {
  /** The refusal in the reader's words (nothing due, paid far enough ahead, the plan changed). */
  message: string;
  /** Where "Go to your dashboard" leads. */
  dashboardPath: string;
}

/**
 * In place of the card form when this payment cannot (or can no longer) go ahead: says why, asks
 * for no card and leads back to the dashboard, where the plan and the bill show what is what.
 */
export function PaymentRefusal({ message, dashboardPath }: PaymentRefusalProps) {
  const { t } = useTranslation('dashboard');
  return (
    <div role="alert" aria-labelledby="payment-refusal-title" className="flex flex-col items-start gap-3">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-amber-50 ring-1 ring-amber-300">
        <AlertIcon className="size-6 text-amber-700" />
      </span>
      <h2 id="payment-refusal-title" className="text-lg font-bold text-stone-900">
        {t('pay.refusedTitle')}
      </h2>
      <p className="text-stone-700">{message}</p>
      <Link to={dashboardPath} className={buttonClasses({ variant: 'outline' })}>
        {t('success.toDashboard')}
      </Link>
    </div>
  );
}
