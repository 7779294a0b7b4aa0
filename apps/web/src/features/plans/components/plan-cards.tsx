import { checkoutPath, PLANS, type Plan } from '@hostel/contract/plans';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { useFormat } from '../../../i18n/format.ts';
import { i18next } from '../../../i18n/i18n.ts';
import { useClientConfig } from '../../../lib/client-config.ts';
import { cn } from '../../../lib/cn.ts';
import { planFeatureKey } from '../../../lib/plan-features.ts';

// Fetched with the home page's code rather than when the cards first render, so the page does not
// wait for its other catalogs first and this one after.
void i18next.loadNamespaces('dashboard');

function PlanCard({ plan }: { plan: Plan }) {
  const headingId = `plan-${plan.name.toLowerCase()}`;
  const { t } = useTranslation('dashboard');
  const format = useFormat();
  return (
    <article
      aria-labelledby={headingId}
      data-testid="plan-card"
      className={cn(
        'relative flex flex-col rounded-3xl p-7 shadow-sm transition-shadow hover:shadow-lg',
        plan.popular
          ? 'theme-invariant bg-stone-900 text-white ring-2 ring-orange-500 lg:-my-4 lg:py-11'
          : 'bg-white text-stone-900 ring-1 ring-stone-200',
      )}
    >
      {plan.popular ? (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-orange-700 px-4 py-1 text-xs font-bold tracking-wide text-white uppercase shadow">
          {t('plans.mostPopular')}
        </p>
      ) : null}
      <h3
        id={headingId}
        translate="no"
        className={cn('text-lg font-bold', plan.popular ? 'text-amber-300' : 'text-orange-800')}
      >
        {plan.name}
      </h3>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-4xl font-black tracking-tight">{format.taka(plan.price, { fractionDigits: 0 })}</span>
        <span className={cn('text-sm font-medium', plan.popular ? 'text-stone-300' : 'text-stone-500')}>
          {t('plans.perMonth')}
        </span>
      </p>
      <ul className="mt-6 flex flex-1 flex-col gap-3 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <CheckIcon className={cn('mt-0.5 size-4 shrink-0', plan.popular ? 'text-amber-300' : 'text-orange-600')} />
            <span className={plan.popular ? 'text-stone-200' : 'text-stone-700'}>{t(planFeatureKey(feature))}</span>
          </li>
        ))}
      </ul>
      <Link
        to={checkoutPath(plan)}
        className={buttonClasses({
          variant: plan.popular ? 'primary' : 'outline',
          size: 'lg',
          className: cn(
            'mt-8 w-full',
            plan.popular && 'bg-orange-600 hover:bg-orange-500 focus-visible:outline-amber-300',
          ),
        })}
      >
        <Trans
          parent="span"
          t={t}
          i18nKey="plans.choose"
          components={{ plan: <span translate="no">{plan.name}</span> }}
        />
      </Link>
    </article>
  );
}

/**
 * The three fixed subscription plans (Silver, Gold, Platinum), each linking to its checkout; above
 * them, a note when this server takes no payments (its checkout then says so too).
 */
export function PlanCards() {
  const { t } = useTranslation('dashboard');
  const paymentsOff = useClientConfig().data?.payments.available === false;
  return (
    <>
      {paymentsOff ? (
        <p
          role="note"
          className="mx-auto mb-10 max-w-2xl rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3 text-center text-sm font-semibold text-amber-950"
        >
          {t('plans.paymentsOff')}
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-8 md:grid-cols-3 md:gap-6 lg:items-center">
        {PLANS.map((plan) => (
          <PlanCard key={plan.name} plan={plan} />
        ))}
      </div>
    </>
  );
}
