import { addDays } from '@hostel/contract/calendar-date';
import { MEAL_SLOTS, MENU_WEEK_DAYS } from '@hostel/contract/mess-constants';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../../components/ui/inline-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useFormat } from '../../../i18n/format.ts';
import { useWeekMenu } from '../api/get-week-menu.ts';
import { datesBetween } from '../menu-dates.ts';
import { longDate } from '../menu-format.ts';
import { DayTabs } from './day-tabs.tsx';
import { LeaveForm } from './leave-form.tsx';
import { SlotCard, SlotCardSkeleton } from './slot-card.tsx';

const slotGrid = 'grid grid-cols-1 gap-4 md:grid-cols-3 md:gap-6';

/** Today and the days ahead the reader may see, one day at a time, each with its three slots. */
export function WeekMenu() {
  const { t } = useTranslation(['menu', 'common']);
  const { language } = useFormat();
  const { data, isPending, isError, isFetching, refetch } = useWeekMenu();
  const [chosen, setChosen] = useState<string | null>(null);
  const baseId = useId();

  if (isPending) {
    return (
      <div className="flex flex-col gap-6">
        <p role="status" className="inline-flex items-center gap-3 font-semibold text-orange-800">
          <Spinner className="size-5" />
          {t('status.loading')}
        </p>
        <div aria-hidden="true" className={slotGrid}>
          {MEAL_SLOTS.map((slot) => (
            <SlotCardSkeleton key={slot} />
          ))}
        </div>
      </div>
    );
  }

  if (isError) {
    return (
      <InlineError
        title={t('status.failed')}
        message={t('common:status.checkConnection')}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }

  const { today, visibleUntil, items } = data;
  const days = datesBetween(today, visibleUntil);
  const day = chosen && days.includes(chosen) ? chosen : today;
  const earlyAccess = visibleUntil > addDays(today, MENU_WEEK_DAYS - 1);
  const tabId = (date: string) => `${baseId}-day-${date}`;
  const panelId = `${baseId}-panel`;

  return (
    <div className="flex flex-col gap-4">
      {earlyAccess ? (
        <p className="self-start rounded-full bg-amber-100 px-4 py-1.5 text-sm font-semibold text-amber-900">
          {t('page.earlyAccess')}
        </p>
      ) : null}
      {/* A reader with their own state (a student) may take leave of the days they can see. */}
      {items.some((item) => item.me) ? <LeaveForm today={today} lastDate={visibleUntil} /> : null}
      <DayTabs days={days} today={today} value={day} onValueChange={setChosen} tabId={tabId} panelId={panelId} />
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(day)}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs pattern; the panel stays reachable while it holds no links (an empty day)
        tabIndex={0}
        className="rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-orange-600"
      >
        <h2 className="mb-4 text-xl font-bold text-stone-900 sm:text-2xl">{longDate(day, language)}</h2>
        <div className={slotGrid}>
          {MEAL_SLOTS.map((slot) => (
            <SlotCard
              key={slot}
              slot={slot}
              item={items.find((i) => i.date === day && i.slot === slot)}
              timeZone={data.timeZone}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
