import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeCardElementOptions } from '@stripe/stripe-js';
// The pure entry adds Stripe.js's script only when `loadStripe` is called, never on import.
import { loadStripe } from '@stripe/stripe-js/pure';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../../components/ui/inline-error.tsx';
import type { CardConfirmation, ConfirmCard } from '../use-checkout-payment.ts';
import { PayButton } from './pay-button.tsx';
import { TestCardHints } from './test-card-hints.tsx';

/** One Stripe.js load per publishable key; a failed load is forgotten so "Try again" loads again. */
const stripeLoads = new Map<string, Promise<Stripe | null>>();
function loadStripeOnce(publishableKey: string): Promise<Stripe | null> {
  let load = stripeLoads.get(publishableKey);
  if (!load) {
    load = loadStripe(publishableKey);
    load.catch(() => stripeLoads.delete(publishableKey));
    stripeLoads.set(publishableKey, load);
  }
  return load;
}

const CARD_OPTIONS: StripeCardElementOptions = {
  hidePostalCode: true,
  style: {
    base: {
      fontSize: '16px',
      color: '#1c1917',
      fontFamily: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      '::placeholder': { color: '#a8a29e' },
    },
    invalid: { color: '#b91c1c', iconColor: '#b91c1c' },
  },
};

interface CardFormProps {
  clientSecret: string;
  /** Stripe test keys: only Stripe's test cards work, so say which. */
  testMode: boolean;
  payLabel: string;
  paying: boolean;
  onPay: (confirmCard: ConfirmCard) => void;
}

function StripeCardFields({ clientSecret, testMode, payLabel, paying, onPay }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [cardReady, setCardReady] = useState(false);
  const { t } = useTranslation('dashboard');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onPay(async (): Promise<CardConfirmation> => {
      const card = elements?.getElement(CardElement);
      if (!stripe || !card) return { status: 'not_ready', paymentIntentId: null, errorMessage: null };
      const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
      if (!error) return { status: paymentIntent.status, paymentIntentId: paymentIntent.id, errorMessage: null };
      // Pressing Pay again after a payment that went through but was not recorded: it is paid, record it.
      if (error.code === 'payment_intent_unexpected_state' && error.payment_intent?.status === 'succeeded') {
        return { status: 'succeeded', paymentIntentId: error.payment_intent.id, errorMessage: null };
      }
      return {
        status: error.payment_intent?.status ?? 'requires_payment_method',
        paymentIntentId: error.payment_intent?.id ?? null,
        errorMessage: error.message ?? null,
      };
    });
  };

  return (
    <form onSubmit={onSubmit} aria-label={t('checkout.cardDetails')} className="flex flex-col gap-5">
      {testMode ? <TestCardHints /> : null}
      <div className="flex flex-col gap-1.5">
        {/* Stripe's card field lives in its own frame, which names itself; this labels the box around it. */}
        <p className="text-sm font-semibold text-stone-800">{t('card.legend')}</p>
        <div className="rounded-xl border border-stone-300 bg-white px-3.5 py-3.5 focus-within:border-orange-500 focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-orange-600">
          <CardElement options={CARD_OPTIONS} onReady={() => setCardReady(true)} />
        </div>
      </div>
      <PayButton label={payLabel} ready={Boolean(stripe && elements && cardReady)} paying={paying} />
    </form>
  );
}

export interface StripeCardFormProps extends CardFormProps {
  publishableKey: string;
}

/**
 * Stripe's card form: Stripe.js loaded with the server's publishable key, `<Elements>` and one
 * `<CardElement>` without the postal code, confirmed with `stripe.confirmCardPayment`. This module is
 * only ever imported dynamically, so Stripe's code loads on a checkout that uses Stripe and nowhere else.
 */
export function StripeCardForm(props: StripeCardFormProps) {
  // "Try again" after a failed Stripe.js load mounts a fresh loader.
  const [attempt, setAttempt] = useState(0);
  return <StripeLoader key={attempt} {...props} onRetry={() => setAttempt((n) => n + 1)} />;
}

function StripeLoader({ publishableKey, onRetry, ...props }: StripeCardFormProps & { onRetry: () => void }) {
  const [stripe, setStripe] = useState<Promise<Stripe | null> | null>(null);
  const [failed, setFailed] = useState(false);
  const { t } = useTranslation('dashboard');

  useEffect(() => {
    let live = true;
    const load = loadStripeOnce(publishableKey);
    load.then(
      (instance) => {
        if (!live) return;
        if (instance) setStripe(load);
        else setFailed(true);
      },
      (error: unknown) => {
        console.error('Stripe.js could not be loaded', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [publishableKey]);

  if (failed) {
    return <InlineError title={t('card.loadFailed')} message={t('card.checkConnection')} onRetry={onRetry} />;
  }
  if (!stripe) return <StripeLoading payLabel={props.payLabel} />;
  return (
    <Elements stripe={stripe}>
      <StripeCardFields {...props} />
    </Elements>
  );
}

function StripeLoading({ payLabel }: { payLabel: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <form
      aria-label={t('checkout.cardDetails')}
      aria-busy="true"
      className="flex flex-col gap-5"
      onSubmit={(e) => e.preventDefault()}
    >
      <div className="flex flex-col gap-1.5">
        <p className="text-sm font-semibold text-stone-800">{t('card.legend')}</p>
        <div className="h-12 animate-pulse rounded-xl bg-stone-200/70" />
      </div>
      <PayButton label={payLabel} ready={false} paying={false} />
    </form>
  );
}
