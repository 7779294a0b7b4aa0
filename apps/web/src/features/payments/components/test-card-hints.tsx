import { useTranslation } from 'react-i18next';

/**
 * Which test cards to type in test mode (the sandbox follows Stripe's test cards, so they work with
 * Stripe test keys too). `hintId` lets the card number field point at the hint.
 */
export function TestCardHints({ hintId }: { hintId?: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="rounded-2xl border border-dashed border-amber-400 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <p id={hintId}>{t('card.hint')}</p>
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
  );
}
