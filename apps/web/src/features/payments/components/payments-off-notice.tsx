import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../components/ui/icons.tsx';

/**
 * In place of the card form when the server takes no payments (no Stripe keys on a public address):
 * says so, asks for nothing and creates no payment.
 */
export function PaymentsOffNotice() {
  const { t } = useTranslation('dashboard');
  return (
    <div role="alert" aria-labelledby="payments-off-title" className="flex flex-col items-start gap-3">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-amber-50 ring-1 ring-amber-300">
        <AlertIcon className="size-6 text-amber-700" />
      </span>
      <h2 id="payments-off-title" className="text-lg font-bold text-stone-900">
        {t('checkout.paymentsOffTitle')}
      </h2>
      <p className="text-stone-700">{t('checkout.paymentsOff')}</p>
    </div>
  );
}
