import { PLANS } from '@hostel/contract/plans';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useFormat } from '../../../i18n/format.ts';
import { askedPrice, type CheckoutTarget, planPrice } from '../checkout-plan.ts';
import { CheckoutProblemCard } from './payment-notices.tsx';

/** Where the home page lists the plans. */
export const HOME_PLANS_HREF = `${paths.home}#plans-title`;

/**
 * A checkout URL we cannot honour (a plan we do not sell, or another price than the plan's): says
 * why, and offers the real plans. No PaymentIntent is created for it.
 */
export function CheckoutProblem({ target }: { target: Exclude<CheckoutTarget, { kind: 'plan' }> }) {
  const { t } = useTranslation('dashboard');
  const { language } = useFormat();
  const name = (text: string) => <span translate="no">{text}</span>;
  const title = target.kind === 'unknown-plan' ? t('problem.unknownTitle') : t('problem.wrongPriceTitle');
  // What the URL said (a plan name, a price) is quoted as it is; the plans' names are names.
  const message =
    target.kind === 'unknown-plan' ? (
      <Trans
        t={t}
        i18nKey={target.planName ? 'problem.unknownNamed' : 'problem.unknown'}
        components={{
          name: name(target.planName),
          silver: name('Silver'),
          gold: name('Gold'),
          platinum: name('Platinum'),
        }}
      />
    ) : (
      <Trans
        t={t}
        i18nKey="problem.wrongPrice"
        values={{ price: planPrice(target.plan, language) }}
        components={{ plan: name(target.plan.name), asked: name(askedPrice(target.price)) }}
      />
    );

  return (
    <CheckoutProblemCard titleId="checkout-problem-title" title={title} message={message}>
      <p className="mt-6 text-sm font-semibold text-stone-700">{t('problem.ourPlans')}</p>
      <ul className="mt-3 flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
        {PLANS.map((plan) => (
          <li key={plan.name}>
            <Link
              to={paths.checkout(plan.name, plan.price)}
              className={buttonClasses({ variant: plan.popular ? 'primary' : 'outline', className: 'w-full' })}
            >
              <span>
                <span translate="no">{plan.name}</span> · {planPrice(plan, language)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to={HOME_PLANS_HREF}
        className="mt-6 rounded text-sm font-semibold text-orange-800 underline-offset-2 hover:underline"
      >
        {t('problem.compare')}
      </Link>
    </CheckoutProblemCard>
  );
}
