import type { Plan } from '@hostel/contract/plans';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { useFormat } from '../../../i18n/format.ts';
import { planFeatureKey } from '../../../lib/plan-features.ts';
import { planPrice } from '../checkout-plan.ts';

export interface PlanSummaryProps {
  plan: Plan;
  /** The buyer's badge now (`bronze`, `gold`, ...), when known. */
  currentBadge?: string | null;
  /** What this payment charges when it is not the monthly price (an upgrade's days left), written out. */
  billedToday?: string;
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The order summary: the plan, its monthly price and what it includes. */
export function PlanSummary({ plan, currentBadge, billedToday }: PlanSummaryProps) {
  const { t } = useTranslation('dashboard');
  const { language } = useFormat();
  const price = planPrice(plan, language);
  const includesId = useId();
  return (
    <section
      aria-labelledby="plan-summary-title"
      className="relative overflow-hidden rounded-3xl bg-stone-900 p-5 text-white shadow-lg sm:p-8"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-16 -right-16 size-48 rounded-full bg-orange-600/25 blur-2xl"
      />
      <p className="text-xs font-bold tracking-widest text-amber-300 uppercase">{t('summary.yourPlan')}</p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h2 id="plan-summary-title" translate="no" className="text-2xl font-extrabold tracking-tight">
          {plan.name}
        </h2>
        {plan.popular ? (
          <span className="rounded-full bg-orange-700 px-3 py-0.5 text-xs font-bold tracking-wide uppercase">
            {t('plans.mostPopular')}
          </span>
        ) : null}
      </div>
      <p className="mt-3 flex items-baseline gap-1 sm:mt-4">
        <span className="text-4xl font-black tracking-tight tabular-nums">{price}</span>
        <span className="text-sm font-medium text-stone-300">{t('summary.perMonth')}</span>
      </p>
      <ul
        // "Gold plan includes": the plan's name (a name in every language) and the words after it.
        aria-labelledby={`plan-summary-title ${includesId}`}
        className="mt-5 grid grid-cols-2 gap-x-4 gap-y-2.5 text-sm sm:mt-6 lg:grid-cols-1 lg:gap-3"
      >
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-amber-300" />
            <span className="text-stone-200">{t(planFeatureKey(feature))}</span>
          </li>
        ))}
      </ul>
      <span id={includesId} hidden>
        {t('summary.includes')}
      </span>
      <dl className="mt-5 flex flex-col gap-2 border-t border-white/15 pt-4 text-sm sm:mt-6 sm:pt-5">
        <div className="flex justify-between gap-4">
          <dt className="text-stone-300">{t('summary.billedToday')}</dt>
          <dd className="font-bold tabular-nums">{billedToday ?? price}</dd>
        </div>
        {currentBadge ? (
          <div className="flex justify-between gap-4">
            <dt className="text-stone-300">{t('summary.badgeNow')}</dt>
            <dd translate="no" className="font-semibold">
              {capitalise(currentBadge)}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
