import { ACCOUNT_ERROR_CODES } from '@hostel/contract/account-errors';
import { MESS_ERROR_CODES, PLAN_PREPAY_MAX_DAYS } from '@hostel/contract/mess-constants';
import type { Plan } from '@hostel/contract/plans';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { InlineError } from '../../../components/ui/inline-error.tsx';
import { useFormat } from '../../../i18n/format.ts';
import { formatPoisha } from '../../../i18n/format-poisha.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/auth.ts';
import { useClientConfig } from '../../../lib/client-config.ts';
import type { ConfirmTarget } from '../api/confirm-payment.ts';
import { type CreatePaymentIntentInput, usePaymentIntent } from '../api/create-payment-intent.ts';
import { newAttemptId, planPrice } from '../checkout-plan.ts';
import { useCheckoutPayment } from '../use-checkout-payment.ts';
import { PayButton } from './pay-button.tsx';
import { PaymentNotice } from './payment-notices.tsx';
import { PaymentRefusal } from './payment-refusal.tsx';
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

/** What one checkout visit pays for. */
export type CheckoutPurchase =
  | {
      kind: 'plan';
      plan: Plan;
      userEmail: string;
      /** Poisha: the plan's quote (its price, or pro rata for an upgrade); null while it is worked out. */
      amount: number | null;
    }
  | {
      kind: 'bill';
      /** `YYYY-MM`: the server charges what is due on it. */
      month: string;
    };

export interface CheckoutPaymentProps {
  purchase: CheckoutPurchase;
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

const intentInput = (purchase: CheckoutPurchase, attemptId: string): CreatePaymentIntentInput =>
  purchase.kind === 'bill'
    ? { billMonth: purchase.month, attemptId }
    : { planName: purchase.plan.name, amount: purchase.amount ?? 0, userEmail: purchase.userEmail, attemptId };

const confirmTarget = (purchase: CheckoutPurchase, amount: number): ConfirmTarget =>
  purchase.kind === 'bill'
    ? { billMonth: purchase.month }
    : { userEmail: purchase.userEmail, planName: purchase.plan.name, amount };

/**
 * The card form of one checkout visit: creates the PaymentIntent (one `attemptId` per visit; a plan's
 * waits for its quote), shows the provider's card form (the built-in test mode, or Stripe's), pays,
 * and then the success state (a plan) or the dashboard (a bill). A server that takes no payments (its
 * config says so, or the intent answers 503) gets a notice instead, and no intent is asked for once
 * the config is known; so do the server's refusals (nothing due, paid far enough ahead, an address
 * not verified yet).
 */
export function CheckoutPayment({ purchase, dashboardPath }: CheckoutPaymentProps) {
  const [attemptId] = useState(newAttemptId);
  const payments = useClientConfig().data?.payments;
  const quoted = purchase.kind === 'bill' || purchase.amount !== null;
  const intent = usePaymentIntent(intentInput(purchase, attemptId), {
    enabled: payments?.available !== false && quoted,
  });
  const { t } = useTranslation('dashboard');
  const { language } = useFormat();
  const { user } = useSession();
  // A plan's confirmation carries its quote; a bill's, the month (the amount is the server's).
  const amount = purchase.kind === 'plan' ? (purchase.amount ?? purchase.plan.price * 100) : (intent.data?.amount ?? 0);
  const { pay, paying, result, refusal } = useCheckoutPayment({
    target: confirmTarget(purchase, amount),
    successMessage: purchase.kind === 'bill' ? t('pay.billPaid') : undefined,
  });
  const payLabel =
    purchase.kind === 'plan'
      ? t('checkout.pay', {
          price:
            purchase.amount === null ? planPrice(purchase.plan, language) : formatPoisha(purchase.amount, language),
        })
      : intent.data
        ? t('checkout.pay', { price: formatPoisha(intent.data.amount, language) })
        : t('pay.payBill');
  const onPay = (confirmCard: Parameters<typeof pay>[0]) => void pay(confirmCard);

  if (result) {
    // A bill paid: back to the dashboard, where the toast says so and the bill shows it.
    if (purchase.kind === 'bill') return <Navigate to={dashboardPath} replace />;
    return <PaymentSuccess plan={purchase.plan} result={result} dashboardPath={dashboardPath} />;
  }
  if (refusal) return <PaymentRefusal message={refusal} dashboardPath={dashboardPath} />;
  if (payments?.available === false || (isApiError(intent.error) && intent.error.status === 503)) {
    return <PaymentsOffNotice />;
  }
  // A receipt goes to an address the payer has proved is theirs; trying again cannot help until then.
  if (isApiError(intent.error) && intent.error.code === ACCOUNT_ERROR_CODES.emailNotVerified) {
    return (
      <PaymentNotice
        titleId="verify-first-title"
        title={t('pay.verifyFirstTitle')}
        message={t('pay.verifyFirst', { email: user?.email ?? '' })}
      />
    );
  }
  if (isApiError(intent.error) && intent.error.code === MESS_ERROR_CODES.nothingDue) {
    return <PaymentRefusal message={t('pay.nothingDue')} dashboardPath={dashboardPath} />;
  }
  if (isApiError(intent.error) && intent.error.code === MESS_ERROR_CODES.prepaidEnough) {
    return (
      <PaymentRefusal message={t('pay.prepaidEnough', { days: PLAN_PREPAY_MAX_DAYS })} dashboardPath={dashboardPath} />
    );
  }
  if (!quoted || intent.isPending) {
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
  const due =
    purchase.kind === 'bill' ? (
      <p className="mb-5 flex items-baseline justify-between gap-4 rounded-2xl bg-stone-50 px-4 py-3 ring-1 ring-stone-200">
        <span className="text-sm font-semibold text-stone-600">{t('pay.dueNow')}</span>
        <span className="text-2xl font-black tracking-tight text-stone-900 tabular-nums">
          {formatPoisha(intent.data.amount, language)}
        </span>
      </p>
    ) : null;
  if (provider === 'stripe' && publishableKey) {
    return (
      <CardStep>
        {due}
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
      {due}
      <SandboxCardForm clientSecret={clientSecret} payLabel={payLabel} paying={paying} onPay={onPay} />
    </CardStep>
  );
}
