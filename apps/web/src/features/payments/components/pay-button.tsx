import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { LockIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

export interface PayButtonProps {
  /** `Pay ৳6000`: the name stays the same in every state, only the icon changes. */
  label: string;
  /** The provider is loaded (intent created; Stripe.js ready for Stripe). */
  ready: boolean;
  paying: boolean;
}

/** The form's submit button: disabled until the provider is ready and while a payment is on its way. */
export function PayButton({ label, ready, paying }: PayButtonProps) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      <button
        type="submit"
        disabled={!ready || paying}
        aria-describedby={paying ? 'pay-status' : undefined}
        className={buttonClasses({ size: 'lg', className: 'w-full font-bold' })}
      >
        {paying || !ready ? <Spinner className="size-4" /> : <LockIcon className="size-4" />}
        {label}
      </button>
      <p id="pay-status" role="status" className="sr-only">
        {paying ? t('checkout.processing') : ''}
      </p>
    </>
  );
}
