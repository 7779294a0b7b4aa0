import { useTranslation } from 'react-i18next';

/**
 * "Test mode: no real money is taken", at the top of the checkout whenever the built-in sandbox or
 * Stripe test keys take the card. A status, so a screen reader announces it when it appears; dark
 * amber on light amber (light on dark in dark mode, through the remapped palette) for contrast.
 */
export function TestModeNotice() {
  const { t } = useTranslation('dashboard');
  return (
    <p
      role="status"
      className="mb-6 flex flex-wrap items-center gap-x-3 gap-y-1.5 rounded-2xl border-2 border-amber-500 bg-amber-100 px-4 py-3 text-sm font-semibold text-amber-950 shadow-sm"
    >
      <span className="rounded-full bg-amber-950 px-3 py-0.5 text-xs font-black tracking-wide text-amber-50 uppercase">
        {t('card.testMode')}
      </span>
      <span>{t('card.noRealMoney')}</span>
    </p>
  );
}
