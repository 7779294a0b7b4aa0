import { type FormEvent, type InputHTMLAttributes, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClasses } from '../../../components/ui/text-field.tsx';
import { cn } from '../../../lib/cn.ts';
import { confirmSandboxCard } from '../api/confirm-sandbox-card.ts';
import type { ConfirmCard } from '../use-checkout-payment.ts';
import { PayButton } from './pay-button.tsx';
import { TestCardHints } from './test-card-hints.tsx';

/** Bangla digits (a Bangla keyboard types them) as the ASCII digits the card fields keep. */
const asciiDigits = (value: string) =>
  value.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - '০'.charCodeAt(0)));

/** `4242424242424242` → `4242 4242 4242 4242` (at most 19 digits). */
export const formatCardNumber = (value: string) =>
  asciiDigits(value)
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** `1234` → `12/34`; the slash appears with the third digit, so deleting back past it just works. */
export const formatExpiry = (value: string) => {
  const digits = asciiDigits(value).replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

const formatCvc = (value: string) => asciiDigits(value).replace(/\D/g, '').slice(0, 4);

function CardField({
  label,
  className,
  ...props
}: { label: string; className?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-stone-800">
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        required
        spellCheck={false}
        className={cn(inputClasses, 'font-mono tracking-wide tabular-nums')}
        {...props}
      />
    </div>
  );
}

export interface SandboxCardFormProps {
  clientSecret: string;
  payLabel: string;
  paying: boolean;
  onPay: (confirmCard: ConfirmCard) => void;
}

/**
 * The built-in test provider's card form (the server has no Stripe keys): card number, expiry and
 * CVC, no postal code, under the test cards to use (the checkout says "Test mode" above it); the
 * card is judged by the server, which answers Stripe's test-card messages.
 */
export function SandboxCardForm({ clientSecret, payLabel, paying, onPay }: SandboxCardFormProps) {
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const hintId = useId();
  const { t } = useTranslation('dashboard');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onPay(async () => {
      const answer = await confirmSandboxCard({ clientSecret, cardNumber, expiry, cvc });
      return {
        status: answer.status,
        paymentIntentId: answer.paymentIntentId,
        errorMessage: answer.error?.message ?? null,
      };
    });
  };

  return (
    <form onSubmit={onSubmit} aria-label={t('checkout.cardDetails')} className="flex flex-col gap-5">
      <TestCardHints hintId={hintId} />

      <fieldset disabled={paying} className="grid grid-cols-2 gap-4">
        <legend className="sr-only">{t('card.legend')}</legend>
        <CardField
          label={t('card.number')}
          className="col-span-2"
          name="cardnumber"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          aria-describedby={hintId}
          value={cardNumber}
          onChange={(event) => setCardNumber(formatCardNumber(event.target.value))}
        />
        <CardField
          label={t('card.expiry')}
          name="exp-date"
          autoComplete="cc-exp"
          placeholder={t('card.expiryPlaceholder')}
          value={expiry}
          onChange={(event) => setExpiry(formatExpiry(event.target.value))}
        />
        <CardField
          label={t('card.cvc')}
          name="cvc"
          autoComplete="cc-csc"
          placeholder="123"
          value={cvc}
          onChange={(event) => setCvc(formatCvc(event.target.value))}
        />
      </fieldset>

      <PayButton label={payLabel} ready paying={paying} />
    </form>
  );
}
