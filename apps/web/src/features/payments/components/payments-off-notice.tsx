import { useTranslation } from 'react-i18next';
import { PaymentNotice } from './payment-notices.tsx';

/**
 * In place of the card form when the server takes no payments (no Stripe keys on a public address):
 * says so, asks for nothing and creates no payment.
 */
export function PaymentsOffNotice() {
  const { t } = useTranslation('dashboard');
  return (
    <PaymentNotice
      titleId="payments-off-title"
      title={t('checkout.paymentsOffTitle')}
      message={t('checkout.paymentsOff')}
    />
  );
}
