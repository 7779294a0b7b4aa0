import type { MyPlan } from '@hostel/contract/my-plan';
import { checkoutPath } from '@hostel/contract/plans';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { confirmAction } from '../../../components/ui/confirm.ts';
import { AlertIcon, CheckIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useFormat } from '../../../i18n/format.ts';
import { toast } from '../../../lib/toast.tsx';
import { useLeaveOrDecline } from '../api/roommates.ts';
import { endingInDays, findPlan, localToday, planMoment, plansAbove } from '../plan-view.ts';

const name = (text: string) => <span translate="no">{text}</span>;

/** No plan in force: says what that means and leads to the plans on the home page. */
function NoPlan() {
  const { t } = useTranslation('plan');
  return (
    <div className="rounded-2xl bg-stone-50 px-5 py-6 ring-1 ring-stone-200">
      <p className="text-xs font-bold tracking-widest text-stone-500 uppercase">{t('current.label')}</p>
      <h3 className="mt-1 text-2xl font-extrabold tracking-tight text-stone-900">{t('current.none')}</h3>
      <p className="mt-2 text-sm text-stone-600">{t('current.noneText')}</p>
      <Link to={`${paths.home}#plans-title`} className={buttonClasses({ size: 'sm', className: 'mt-4' })}>
        {t('current.choose')}
      </Link>
    </div>
  );
}

/** "Leave the room": a room-mate gives up the Platinum shared with them, after a confirm. */
function LeaveButton({ membershipId, sharedBy }: { membershipId: string; sharedBy: string }) {
  const { t } = useTranslation('plan');
  const leave = useLeaveOrDecline();
  const [asking, setAsking] = useState(false);
  const onLeave = async () => {
    setAsking(true);
    const sure = await confirmAction({
      title: t('current.leaveTitle'),
      text: t('current.leaveText', { name: sharedBy }),
      confirmButtonText: t('current.leaveConfirm'),
      destructive: true,
    }).finally(() => setAsking(false));
    if (!sure) return;
    // Awaited rather than mutate's callbacks: once left, the shared plan (and this button) is gone.
    try {
      await leave.mutateAsync({ id: membershipId });
      toast.success(t('current.left'));
    } catch (error) {
      console.error('Leaving the room failed', error);
      toast.error(t('current.leaveFailed'));
    }
  };
  const busy = asking || leave.isPending;
  return (
    <button
      type="button"
      onClick={() => void onLeave()}
      disabled={busy}
      className={buttonClasses({ variant: 'outline', size: 'sm' })}
    >
      {leave.isPending ? <Spinner className="size-4" /> : null}
      {t('current.leave')}
    </button>
  );
}

/**
 * The plan in force: its name, last day, the slots it covers, who shares it, what is paid for after
 * it, Silver's updates this month, a notice when it ends soon, and the ways on (renew, upgrade, leave).
 */
export function CurrentPlan({ plan }: { plan: MyPlan }) {
  const { t } = useTranslation('plan');
  const format = useFormat();
  if (!plan.plan) return <NoPlan />;

  const own = plan.source !== 'roommate';
  const inForce = findPlan(plan.plan);
  const endsIn = own ? endingInDays(plan, localToday()) : null;
  const date = (value: string) => planMoment(value, format.language);

  return (
    <div className="flex flex-col gap-4 rounded-2xl bg-stone-50 px-5 py-5 ring-1 ring-stone-200 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <div>
          <p className="text-xs font-bold tracking-widest text-stone-500 uppercase">{t('current.label')}</p>
          {/* The plan's name heads the card: "Gold", a name in every language. */}
          <h3 translate="no" className="mt-1 text-3xl font-black tracking-tight text-stone-900">
            {plan.plan}
          </h3>
        </div>
        {plan.periodEnd ? (
          <p className="text-base font-semibold text-stone-800">{t('current.until', { date: date(plan.periodEnd) })}</p>
        ) : null}
      </div>

      {plan.source === 'roommate' && plan.sharedBy ? (
        <p className="text-sm text-stone-700">
          <span className="font-semibold">
            <Trans t={t} i18nKey="current.sharedBy" components={{ name: name(plan.sharedBy) }} />
          </span>{' '}
          {t('current.sharedNote')}
        </p>
      ) : null}

      <div>
        <p id="my-plan-covers" className="text-sm font-semibold text-stone-600">
          {t('current.covers')}
        </p>
        <ul aria-labelledby="my-plan-covers" className="mt-1.5 flex flex-wrap gap-2">
          {plan.covers.map((slot) => (
            <li
              key={slot}
              className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-sm font-semibold text-stone-800 ring-1 ring-stone-200"
            >
              <CheckIcon className="size-4 text-emerald-600" />
              {t(`slots.${slot}`)}
            </li>
          ))}
        </ul>
      </div>

      {plan.updates.limit !== null ? (
        <p className="text-sm text-stone-700">
          {t('current.updates', { used: format.number(plan.updates.used), limit: format.number(plan.updates.limit) })}
        </p>
      ) : null}

      {own && plan.periods.length > 1 ? (
        <div>
          <p id="my-plan-paid-for" className="text-sm font-semibold text-stone-600">
            {t('current.paidFor')}
          </p>
          <ul aria-labelledby="my-plan-paid-for" className="mt-1.5 flex flex-col gap-1 text-sm text-stone-800">
            {plan.periods.map((period) => (
              <li key={period.startsAt}>
                <Trans
                  t={t}
                  i18nKey="current.period"
                  values={{ from: date(period.startsAt), to: date(period.endsAt) }}
                  components={{ plan: name(period.plan) }}
                />
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {endsIn !== null ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-xl border border-amber-400 bg-amber-50 px-3.5 py-2.5 text-sm font-medium text-amber-950"
        >
          <AlertIcon className="mt-0.5 size-4 shrink-0 text-amber-700" />
          {endsIn === 0 ? t('current.endsToday') : t('current.endsIn', { count: endsIn })}
        </p>
      ) : null}

      <div className="flex flex-wrap gap-2">
        {own && inForce ? (
          <Link to={checkoutPath(inForce)} className={buttonClasses({ size: 'sm' })}>
            {/* One flex item, so the button's gap does not widen the space inside the words. */}
            <span>
              <Trans t={t} i18nKey="current.renew" components={{ plan: name(inForce.name) }} />
            </span>
          </Link>
        ) : null}
        {own
          ? plansAbove(inForce?.name ?? null).map((higher) => (
              <Link
                key={higher.name}
                to={checkoutPath(higher)}
                className={buttonClasses({ variant: 'outline', size: 'sm' })}
              >
                <span>
                  <Trans t={t} i18nKey="current.upgrade" components={{ plan: name(higher.name) }} />
                </span>
              </Link>
            ))
          : null}
        {!own && plan.membershipId ? (
          <LeaveButton membershipId={plan.membershipId} sharedBy={plan.sharedBy ?? ''} />
        ) : null}
      </div>
    </div>
  );
}
