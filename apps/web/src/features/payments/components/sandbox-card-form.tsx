import { type FormEvent, type InputHTMLAttributes, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClasses } from '../../../components/ui/text-field.tsx';
import { cn } from '../../../lib/cn.ts';
import { confirmSandboxCard } from '../api/confirm-sandbox-card.ts';
import type { ConfirmCard } from '../use-checkout-payment.ts';
import { PayButton } from './pay-button.tsx';

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
 * CVC, no postal code. Clearly marked as test mode; the card is judged by the server, which answers
 * Stripe's test-card messages.
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
      <div className="rounded-2xl border border-dashed border-amber-400 bg-amber-50 px-4 py-3 text-sm text-amber-950">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          <span className="theme-invariant rounded-full bg-amber-400 px-2.5 py-0.5 text-xs font-black tracking-wide text-amber-950 uppercase">
            {t('card.testMode')}
          </span>
          {t('card.noRealMoney')}
        </p>
        <p id={hintId} className="mt-1.5">
          {t('card.hint')}
        </p>
        <details className="mt-1.5 text-amber-900">
          <summary className="cursor-pointer rounded font-medium underline-offset-2 hover:underline">
            {t('card.testFailure')}
          </summary>
          <ul className="mt-1.5 flex flex-col gap-0.5 pl-1">
            <li>
              <span className="font-mono">4000 0000 0000 0002</span>: {t('card.declined')}
            </li>
            <li>
              <span className="font-mono">4000 0000 0000 9995</span>: {t('card.insufficientFunds')}
            </li>
          </ul>
        </details>
      </div>

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
