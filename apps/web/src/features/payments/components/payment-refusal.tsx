import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { PaymentNotice } from './payment-notices.tsx';

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
    <PaymentNotice titleId="payment-refusal-title" title={t('pay.refusedTitle')} message={message}>
      <Link to={dashboardPath} className={buttonClasses({ variant: 'outline' })}>
        {t('success.toDashboard')}
      </Link>
    </PaymentNotice>
  );
}
