import type { Plan } from '@hostel/contract/plans';
import { useEffect, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { useFormat } from '../../../i18n/format.ts';
import { formatPoisha } from '../../../i18n/format-poisha.ts';
import type { ConfirmPaymentResult } from '../api/confirm-payment.ts';

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export interface PaymentSuccessProps {
  plan: Plan;
  result: ConfirmPaymentResult;
  /** Where "Go to your dashboard" leads (the admin dashboard for an admin). */
  dashboardPath: string;
}

/** After a recorded payment: what was bought, the new badge, the transaction id, and the way on (the menu, the receipt). */
export function PaymentSuccess({ plan, result, dashboardPath }: PaymentSuccessProps) {
  const { t } = useTranslation('dashboard');
  const { language } = useFormat();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the buyer was in is gone: move focus to what replaced it.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="flex flex-col items-center text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-emerald-50 ring-8 ring-emerald-50/60">
        <CheckIcon className="size-8 text-emerald-600" />
      </span>
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="mt-5 text-2xl font-extrabold tracking-tight text-stone-900 focus:outline-none"
      >
        <Trans t={t} i18nKey="success.title" components={{ plan: <span translate="no">{plan.name}</span> }} />
      </h2>
      <p className="mt-2 text-stone-600">
        <Trans
          t={t}
          i18nKey="success.body"
          // What was charged: the plan's price, or an upgrade's days left.
          values={{ price: formatPoisha(result.payment.amount, language) }}
          components={{
            plan: <span translate="no">{plan.name}</span>,
            badge: <span translate="no">{capitalise(result.badge)}</span>,
          }}
        />
      </p>
      <dl className="mt-6 w-full rounded-2xl bg-stone-50 px-4 py-3 text-left text-sm ring-1 ring-stone-200">
        <div className="flex flex-wrap justify-between gap-x-4 gap-y-1">
          <dt className="font-semibold text-stone-600">{t('success.transactionId')}</dt>
          <dd translate="no" className="font-mono text-xs break-all text-stone-900 sm:text-sm">
            {result.payment.transactionId}
          </dd>
        </div>
      </dl>
      <div className="mt-6 flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
        <Link to={dashboardPath} className={buttonClasses({ size: 'lg' })}>
          {t('success.toDashboard')}
        </Link>
        {/* What a new plan is for, and the proof of payment (issue 26). */}
        <Link to={paths.menu} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
          {t('success.menu')}
        </Link>
        <Link to={paths.receipt(result.payment.id)} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
          {t('success.receipt')}
        </Link>
      </div>
    </div>
  );
}
