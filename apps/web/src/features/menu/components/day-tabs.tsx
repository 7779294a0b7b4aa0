import { addDays } from '@hostel/contract/calendar-date';
import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { cn } from '../../../lib/cn.ts';
import { dayMonth, longDate, weekdayShort } from '../menu-format.ts';

export interface DayTabsProps {
  days: readonly string[];
  today: string;
  value: string;
  onValueChange: (date: string) => void;
  /** Ids for the tabs and the one panel they control (WAI-ARIA tabs). */
  tabId: (date: string) => string;
  panelId: string;
}

/**
 * The days as WAI-ARIA tabs with automatic activation (arrows, Home, End), in one row that scrolls sideways on a phone
 * (a week or two of days would wrap into a block otherwise). Each tab says the day twice: "Today" or
 * the weekday, and the date under it; its accessible name is the full date.
 */
export function DayTabs({ days, today, value, onValueChange, tabId, panelId }: DayTabsProps) {
  const { t } = useTranslation('menu');
  const { language } = useFormat();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  // Days are a line, not a ring: the arrows stop at today and at the last day (WAI-ARIA leaves wrapping
  // optional). Not shared with components/ui/tabs.tsx on purpose: a module both the home page and this
  // page import becomes a chunk of its own, and the home page's JavaScript budget has no room for one.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: Math.min(index + 1, days.length - 1),
      ArrowLeft: Math.max(index - 1, 0),
      Home: 0,
      End: days.length - 1,
    };
    const target = moves[event.key];
    const date = target === undefined ? undefined : days[target];
    if (target === undefined || !date) return;
    event.preventDefault();
    onValueChange(date);
    tabRefs.current[target]?.focus();
  };

  const dayName = (date: string) => {
    if (date === today) return t('days.today');
    if (date === addDays(today, 1)) return t('days.tomorrow');
    return weekdayShort(date, language);
  };

  return (
    <div
      role="tablist"
      aria-label={t('days.label')}
      className="-mx-4 flex snap-x scroll-px-4 gap-2 overflow-x-auto px-4 pt-1 pb-3 sm:mx-0 sm:grid sm:grid-cols-7 sm:overflow-visible sm:px-0"
    >
      {days.map((date, index) => {
        const selected = date === value;
        const relative = date === today || date === addDays(today, 1);
        return (
          <button
            key={date}
            ref={(el) => {
              tabRefs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={tabId(date)}
            aria-selected={selected}
            aria-controls={panelId}
            // "Today, Wednesday, 25 November": the relative word and the whole date for a screen reader.
            aria-label={relative ? `${dayName(date)}, ${longDate(date, language)}` : longDate(date, language)}
            tabIndex={selected ? 0 : -1}
            data-date={date}
            onClick={() => onValueChange(date)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              'flex min-w-20 shrink-0 snap-start flex-col items-center rounded-2xl sm:min-w-0 px-3 py-2 ring-1 transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600',
              selected
                ? 'bg-orange-700 text-white shadow ring-orange-700'
                : 'bg-white text-stone-800 ring-stone-200 hover:bg-amber-50 hover:text-orange-800',
            )}
          >
            <span className="text-sm font-bold whitespace-nowrap">{dayName(date)}</span>
            <span className={cn('text-xs whitespace-nowrap', selected ? 'text-orange-50' : 'text-stone-600')}>
              {dayMonth(date, language)}
            </span>
          </button>
        );
      })}
    </div>
  );
}
