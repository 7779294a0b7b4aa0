import type { Plan } from '@hostel/contract/plans';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../../components/ui/inline-error.tsx';
import { useFormat } from '../../../i18n/format.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useClientConfig } from '../../auth/api/get-client-config.ts';
import { usePaymentIntent } from '../api/create-payment-intent.ts';
import { newAttemptId, planPrice } from '../checkout-plan.ts';
import { useCheckoutPayment } from '../use-checkout-payment.ts';
import { PayButton } from './pay-button.tsx';
import { PaymentSuccess } from './payment-success.tsx';
import { PaymentsOffNotice } from './payments-off-notice.tsx';
import { SandboxCardForm } from './sandbox-card-form.tsx';

// Stripe's code (react-stripe-js, and Stripe.js through it) loads only when the server takes real cards.
const StripeCardForm = lazy(() => import('./stripe-card-form.tsx').then((m) => ({ default: m.StripeCardForm })));

/** Shown until the provider is ready: the form's outline and a disabled Pay button. */
function PreparingForm({ payLabel }: { payLabel: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <form
      aria-label={t('checkout.cardDetails')}
      aria-busy="true"
      className="flex flex-col gap-5"
      onSubmit={(e) => e.preventDefault()}
    >
      <p role="status" className="text-sm font-medium text-stone-600">
        {t('checkout.preparing')}
      </p>
      <div aria-hidden="true" className="flex flex-col gap-4">
        <span className="block h-16 animate-pulse rounded-2xl bg-stone-200/70" />
        <span className="block h-11 animate-pulse rounded-xl bg-stone-200/70" />
        <div className="grid grid-cols-2 gap-4">
          <span className="block h-11 animate-pulse rounded-xl bg-stone-200/70" />
          <span className="block h-11 animate-pulse rounded-xl bg-stone-200/70" />
        </div>
      </div>
      <PayButton label={payLabel} ready={false} paying={false} />
    </form>
  );
}

export interface CheckoutPaymentProps {
  plan: Plan;
  userEmail: string;
  dashboardPath: string;
}

function CardStep({ children }: { children: ReactNode }) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      <h2 className="mb-5 text-lg font-bold text-stone-900">{t('checkout.payByCard')}</h2>
      {children}
    </>
  );
}

/**
 * The card form of one checkout visit: creates the PaymentIntent (one `attemptId` per visit), shows
 * the provider's card form (the built-in test mode, or Stripe's), pays, and then the success state.
 * A server that takes no payments (its config says so, or the intent answers 503) gets a notice
 * instead, and no intent is asked for once the config is known.
 */
export function CheckoutPayment({ plan, userEmail, dashboardPath }: CheckoutPaymentProps) {
  const [attemptId] = useState(newAttemptId);
  const payments = useClientConfig().data?.payments;
  const intent = usePaymentIntent(
    { planName: plan.name, amount: plan.price * 100, userEmail, attemptId },
    { enabled: payments?.available !== false },
  );
  const { pay, paying, result } = useCheckoutPayment({ plan, userEmail });
  const { t } = useTranslation('dashboard');
  const { language } = useFormat();
  const payLabel = t('checkout.pay', { price: planPrice(plan, language) });
  const onPay = (confirmCard: Parameters<typeof pay>[0]) => void pay(confirmCard);

  if (result) return <PaymentSuccess plan={plan} result={result} dashboardPath={dashboardPath} />;
  if (payments?.available === false || (isApiError(intent.error) && intent.error.status === 503)) {
    return <PaymentsOffNotice />;
  }
  if (intent.isPending) {
    return (
      <CardStep>
        <PreparingForm payLabel={payLabel} />
      </CardStep>
    );
  }
  if (intent.isError) {
    return (
      <CardStep>
        <InlineError
          title={t('checkout.startFailed')}
          message={intent.error.message}
          onRetry={() => void intent.refetch()}
          retrying={intent.isFetching}
        />
      </CardStep>
    );
  }

  const { provider, clientSecret, publishableKey } = intent.data;
  if (provider === 'stripe' && publishableKey) {
    return (
      <CardStep>
        <Suspense fallback={<PreparingForm payLabel={payLabel} />}>
          <StripeCardForm
            publishableKey={publishableKey}
            clientSecret={clientSecret}
            testMode={Boolean(payments?.testMode)}
            payLabel={payLabel}
            paying={paying}
            onPay={onPay}
          />
        </Suspense>
      </CardStep>
    );
  }
  return (
    <CardStep>
      <SandboxCardForm clientSecret={clientSecret} payLabel={payLabel} paying={paying} onPay={onPay} />
    </CardStep>
  );
}
