import { MEAL_SLOTS } from '@hostel/contract/mess-constants';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useFormat } from '../../../i18n/format.ts';
import { formatPoisha } from '../../../i18n/format-poisha.ts';
import { toast } from '../../../lib/toast.tsx';
import { useBalanceTotals } from '../api/get-balances.ts';
import { useHostelToday } from '../api/hostel-today.ts';
import { useRetryMail, useStuckMail } from '../api/stuck-mail.ts';
import { useWeekMenu } from '../api/week-menu.ts';

/**
 * Issue 26: the dashboard leads with the day's work: today's menu, the month's balances, and what
 * needs doing (slots with no dish, mail the server refused).
 */
export function TodaySection() {
  const { t } = useTranslation('admin');
  const hostel = useHostelToday();
  return (
    <SectionCard id="today" title={t('today.title')} description={t('today.description')}>
      {hostel ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <TodaysMenu today={hostel.today} />
          <MonthAtAGlance month={hostel.month} />
          <div className="lg:col-span-2">
            <StuckMailList />
          </div>
        </div>
      ) : (
        <Spinner />
      )}
    </SectionCard>
  );
}

function TodaysMenu({ today }: { today: string }) {
  const { t } = useTranslation('admin');
  const menu = useWeekMenu(today);
  const items = (menu.data?.items ?? []).filter((item) => item.date === today);
  return (
    <section aria-labelledby="today-menu" className="flex flex-col gap-2">
      <h3 id="today-menu" className="text-lg font-bold text-stone-900">
        {t('today.menu')}
      </h3>
      {menu.isPending ? (
        <Spinner />
      ) : menu.isError ? (
        <LoadError what={t('today.menuWhat')} onRetry={() => void menu.refetch()} />
      ) : (
        <ul className="flex flex-col gap-1">
          {MEAL_SLOTS.map((slot) => {
            const meals = items.find((item) => item.slot === slot)?.meals ?? [];
            return (
              <li key={slot} className="flex flex-wrap gap-x-2">
                <span className="font-semibold">{t(`weekMenu.slots.${slot}`)}:</span>
                {meals.length > 0 ? (
                  <span translate="no">{meals.map((meal) => meal.title).join(', ')}</span>
                ) : (
                  <span className="font-semibold text-red-700">{t('today.noDish')}</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function MonthAtAGlance({ month }: { month: string }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const totals = useBalanceTotals(month);
  return (
    <section aria-labelledby="today-month" className="flex flex-col gap-2">
      <h3 id="today-month" className="text-lg font-bold text-stone-900">
        {t('today.month')}
      </h3>
      {totals.isPending ? (
        <Spinner />
      ) : totals.isError ? (
        <LoadError what={t('balances.loadWhat')} onRetry={() => void totals.refetch()} />
      ) : (
        <dl className="grid grid-cols-2 gap-2 tabular-nums">
          <div>
            <dt className="text-xs text-stone-600">{t('today.students')}</dt>
            <dd>{format.number(totals.data.students)}</dd>
          </div>
          <div>
            <dt className="text-xs text-stone-600">{t('balances.columns.due')}</dt>
            <dd className="font-bold">{formatPoisha(totals.data.due, format.language)}</dd>
          </div>
        </dl>
      )}
      <a href="#balances" className="text-sm font-semibold text-orange-700 underline">
        {t('today.toBalances')}
      </a>
    </section>
  );
}

function StuckMailList() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const mail = useStuckMail();
  const retry = useRetryMail();
  const send = (id: string, to: string) =>
    retry.mutate(id, {
      onSuccess: () => toast.success(t('today.mail.sent', { to })),
      onError: () => toast.error(t('today.mail.failed', { to })),
    });
  return (
    <section aria-labelledby="today-mail" className="flex flex-col gap-2">
      <h3 id="today-mail" className="text-lg font-bold text-stone-900">
        {t('today.mail.title')}
      </h3>
      {mail.isPending ? (
        <Spinner />
      ) : mail.isError ? (
        <LoadError what={t('today.mail.what')} onRetry={() => void mail.refetch()} />
      ) : mail.data.length === 0 ? (
        <p className="text-stone-600">{t('today.mail.none')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {mail.data.map((m) => (
            <li
              key={m.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl p-3 ring-1 ring-stone-200"
            >
              <div className="min-w-0">
                {/* The mail's own words, in the language it was written in. */}
                <p className="font-semibold break-words" translate="no">
                  {m.subject}
                </p>
                <p className="text-sm break-all text-stone-600" translate="no">
                  {m.to}
                </p>
                <p className="text-xs text-stone-600">
                  {m.state === 'given-up'
                    ? t('today.mail.givenUp', { count: m.attempts, attempts: format.number(m.attempts) })
                    : t('today.mail.retrying', { when: format.dateTime(m.nextAttemptAt ?? m.createdAt) })}
                </p>
              </div>
              <Button
                size="sm"
                variant="outline"
                disabled={retry.isPending && retry.variables === m.id}
                onClick={() => send(m.id, m.to)}
              >
                {t('today.mail.retry')}
                <span className="sr-only" translate="no">
                  {` ${m.to}`}
                </span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
