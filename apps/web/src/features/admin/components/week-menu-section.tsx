import { addDays } from '@hostel/contract/calendar-date';
import type { Meal } from '@hostel/contract/meals';
import type { MenuItem } from '@hostel/contract/mess';
import { MEAL_SLOTS, MENU_SLOT_MAX_MEALS, type MealSlot } from '@hostel/contract/mess-constants';
import { useId, useMemo, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { confirmAction } from '../../../components/ui/confirm.ts';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFormat } from '../../../i18n/format.ts';
import { LOCALES } from '../../../i18n/languages.ts';
import { toast } from '../../../lib/toast.tsx';
import { useHostelToday } from '../api/hostel-today.ts';
import { useCatalogSearch, useCopyMenuWeek, useSetMenuSlot, useWeekMenu } from '../api/week-menu.ts';

/**
 * The hostel's week starts on Saturday (Bangladesh's working week), in the hostel's zone:
 * the grid only picks which 7 dates to show, the server answers every date in the hostel's own zone.
 */
export function weekStartOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(date, -((weekday + 1) % 7));
}
/** The slot's own dishes first (a dinner slot lists dinners before breakfasts), otherwise in the catalog's order. */
export const ownSlotFirst = (meals: readonly Meal[], slot: MealSlot | undefined): Meal[] =>
  [...meals].sort((a, b) => Number(b.category.toLowerCase() === slot) - Number(a.category.toLowerCase() === slot));

interface Picking {
  date: string;
  slot: MealSlot;
  /** "Lunch, Saturday 28 Nov": names the slot in the dialog and the buttons. */
  where: string;
}

/** Section 2: the week's menu, 7 days × breakfast, lunch and dinner, from catalog meals. */
export function WeekMenuSection() {
  // "This week" is the hostel's, in the zone its settings name (issue 26), not the reader's or Dhaka's.
  const hostel = useHostelToday();
  const { t } = useTranslation('admin');
  if (hostel) return <WeekMenu thisWeek={weekStartOf(hostel.today)} />;
  return (
    <SectionCard id="week-menu" title={t('weekMenu.title')} description={t('weekMenu.description')}>
      <Spinner />
    </SectionCard>
  );
}

function WeekMenu({ thisWeek }: { thisWeek: string }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const [weekStart, setWeekStart] = useState(thisWeek);
  const menu = useWeekMenu(weekStart);
  const setSlot = useSetMenuSlot();
  const copyWeek = useCopyMenuWeek();
  const [saving, setSaving] = useState<string | null>(null);
  const [picking, setPicking] = useState<Picking | null>(null);

  const dayName = useMemo(() => {
    const f = new Intl.DateTimeFormat(LOCALES[format.language], { weekday: 'long', timeZone: 'UTC' });
    return (date: string) => f.format(new Date(`${date}T00:00:00Z`));
  }, [format.language]);
  const dayDate = useMemo(() => {
    const f = new Intl.DateTimeFormat(LOCALES[format.language], { day: 'numeric', month: 'short', timeZone: 'UTC' });
    // Day first, as dates are read in Bangladesh (`28 Nov`), in both languages.
    return (date: string) => {
      const parts = f.formatToParts(new Date(`${date}T00:00:00Z`));
      const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
      return `${part('day')} ${part('month')}`;
    };
  }, [format.language]);
  const where = (date: string, slot: MealSlot) =>
    t('weekMenu.where', { slot: t(`weekMenu.slots.${slot}`), day: `${dayName(date)} ${dayDate(date)}` });

  const dates = Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
  const items = new Map((menu.data?.items ?? []).map((item) => [`${item.date}/${item.slot}`, item]));
  const shown = menu.data && menu.data.items[0]?.date === weekStart;
  const empty = shown && menu.data.items.every((item) => item.meals.length === 0);

  const save = (item: MenuItem, mealIds: string[], done: string) => {
    const key = `${item.date}/${item.slot}`;
    setSaving(key);
    setSlot.mutate(
      { date: item.date, slot: item.slot, mealIds },
      {
        onSuccess: () => toast.success(done),
        onError: (error) => {
          console.error('Saving the menu slot failed', error);
          toast.error(t('weekMenu.saveFailed'));
        },
        onSettled: () => setSaving(null),
      },
    );
  };

  const onCopy = async () => {
    const go = await confirmAction({
      text: t('weekMenu.copyText'),
      confirmButtonText: t('weekMenu.copyConfirm'),
    });
    if (!go) return;
    copyWeek.mutate(
      { from: addDays(weekStart, -7), to: weekStart },
      {
        onSuccess: () => toast.success(t('weekMenu.copied')),
        onError: (error) => {
          console.error('Copying last week failed', error);
          toast.error(t('weekMenu.copyFailed'));
        },
      },
    );
  };

  const busy = copyWeek.isPending;
  return (
    <SectionCard id="week-menu" title={t('weekMenu.title')} description={t('weekMenu.description')}>
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="font-semibold text-stone-800" aria-live="polite">
            {t('weekMenu.range', {
              from: format.date(`${weekStart}T00:00:00Z`),
              to: format.date(`${addDays(weekStart, 6)}T00:00:00Z`),
            })}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => setWeekStart(addDays(weekStart, -7))}>
              {t('weekMenu.previous')}
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={weekStart === thisWeek}
              onClick={() => setWeekStart(thisWeek)}
            >
              {t('weekMenu.thisWeek')}
            </Button>
            <Button variant="outline" size="sm" onClick={() => setWeekStart(addDays(weekStart, 7))}>
              {t('weekMenu.next')}
            </Button>
            <Button size="sm" disabled={busy || !shown} onClick={() => void onCopy()}>
              {busy ? <Spinner className="size-4" /> : null}
              {t('weekMenu.copy')}
            </Button>
          </div>
        </div>

        {menu.isError && !menu.data ? (
          <LoadError what={t('weekMenu.loadWhat')} onRetry={() => void menu.refetch()} />
        ) : !menu.data ? (
          <div className="flex justify-center py-10">
            <Spinner className="size-8" />
            <span className="sr-only">{t('weekMenu.loading')}</span>
          </div>
        ) : (
          <>
            {empty ? (
              <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-stone-700">{t('weekMenu.empty')}</p>
            ) : null}
            <div
              className={`grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-7 lg:gap-2 ${menu.isPlaceholderData ? 'opacity-60' : ''}`}
              aria-busy={menu.isPlaceholderData}
            >
              {dates.map((date) => (
                <DayColumn
                  key={date}
                  date={date}
                  title={dayName(date)}
                  subtitle={dayDate(date)}
                  today={date === menu.data.today}
                  items={MEAL_SLOTS.map((slot) => items.get(`${date}/${slot}`))}
                  where={where}
                  saving={saving}
                  disabled={busy || !shown}
                  onRemove={(item, meal) =>
                    save(
                      item,
                      item.meals.filter((m) => m._id !== meal._id).map((m) => m._id),
                      t('weekMenu.removed'),
                    )
                  }
                  onAdd={(date, slot) => setPicking({ date, slot, where: where(date, slot) })}
                />
              ))}
            </div>
          </>
        )}
      </div>
      <MealPicker
        picking={picking}
        onClose={() => setPicking(null)}
        current={picking ? items.get(`${picking.date}/${picking.slot}`) : undefined}
        onPick={(item, meal) => {
          setPicking(null);
          save(item, [...item.meals.map((m) => m._id), meal._id], t('weekMenu.added'));
        }}
      />
    </SectionCard>
  );
}

function DayColumn({
  date,
  title,
  subtitle,
  today,
  items,
  where,
  saving,
  disabled,
  onRemove,
  onAdd,
}: {
  date: string;
  title: string;
  subtitle: string;
  today: boolean;
  items: (MenuItem | undefined)[];
  where: (date: string, slot: MealSlot) => string;
  saving: string | null;
  disabled: boolean;
  onRemove: (item: MenuItem, meal: MenuItem['meals'][number]) => void;
  onAdd: (date: string, slot: MealSlot) => void;
}) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`flex min-w-0 flex-col gap-2 rounded-2xl bg-stone-50 p-2 ${today ? 'ring-2 ring-orange-500' : 'ring-1 ring-stone-200'}`}
    >
      <h3 id={headingId} className="leading-tight">
        <span className="block font-bold text-stone-900">{title}</span>
        <span className="block text-sm text-stone-600">
          {subtitle}
          {today ? <span className="ms-1.5 font-semibold text-orange-800">· {t('weekMenu.today')}</span> : null}
        </span>
      </h3>
      {MEAL_SLOTS.map((slot, i) => {
        const item = items[i];
        const isSaving = saving === `${date}/${slot}`;
        return (
          // Phones: the slot's name and its "Add meal" share the first line (7 stacked days are long);
          // the reading order stays name, meals, add.
          <div
            key={slot}
            className="flex flex-col gap-1.5 rounded-xl bg-white p-2 ring-1 ring-stone-200 max-lg:grid max-lg:grid-cols-[1fr_auto] max-lg:items-center lg:p-1.5"
          >
            <h4 className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-stone-600 uppercase">
              {t(`weekMenu.slots.${slot}`)}
              {isSaving ? <Spinner className="size-3.5" /> : null}
            </h4>
            {item && item.meals.length > 0 ? (
              <ul className="flex flex-col gap-1 max-lg:col-span-2" aria-label={where(date, slot)}>
                {item.meals.map((meal) => (
                  <li
                    key={meal._id}
                    className="flex items-start justify-between gap-0.5 rounded-lg bg-amber-100/60 ps-2 text-sm lg:ps-1.5"
                  >
                    <span className="min-w-0 py-1 break-words hyphens-auto text-stone-900">
                      <span translate="no">{meal.title}</span>
                      {/* Each dish's own price: an extra meal costs the dish a student picks (issue 26). */}
                      <span className="block text-xs text-stone-600">{format.taka(meal.price)}</span>
                    </span>
                    <button
                      type="button"
                      disabled={disabled || isSaving}
                      onClick={() => onRemove(item, meal)}
                      className="grid size-7 shrink-0 lg:size-6 place-items-center rounded-full text-stone-600 hover:bg-red-100 hover:text-red-800 focus-visible:outline-2 focus-visible:outline-orange-600 disabled:opacity-50"
                    >
                      <CloseIcon className="size-4" aria-hidden="true" />
                      {/* Named in words, the meal's title marked as not to translate (not in an aria-label). */}
                      <span className="sr-only">
                        <Trans
                          t={t}
                          i18nKey="weekMenu.remove"
                          values={{ where: where(date, slot) }}
                          components={{ meal: <span translate="no">{meal.title}</span> }}
                        />
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-stone-500 max-lg:col-span-2">{t('weekMenu.nothing')}</p>
            )}
            {item ? (
              <button
                type="button"
                disabled={disabled || isSaving}
                onClick={() => onAdd(date, slot)}
                aria-label={t('weekMenu.addTo', { where: where(date, slot) })}
                className="self-start rounded-full px-2 py-1 text-sm max-lg:col-start-2 max-lg:row-start-1 font-semibold text-orange-800 hover:bg-orange-50 focus-visible:outline-2 focus-visible:outline-orange-600 disabled:opacity-50"
              >
                + {t('weekMenu.addShort')}
              </button>
            ) : null}
          </div>
        );
      })}
    </section>
  );
}

/** The "Add meal" dialog: searches the catalog (upcoming meals are not in it) and adds one meal. */
function MealPicker({
  picking,
  current,
  onClose,
  onPick,
}: {
  picking: Picking | null;
  current: MenuItem | undefined;
  onClose: () => void;
  onPick: (item: MenuItem, meal: Meal) => void;
}) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const [search, setSearch] = useState('');
  const results = useCatalogSearch(search, picking !== null);
  const onSlot = new Set(current?.meals.map((m) => m._id));
  // The catalog's categories are the slots' names (Breakfast, Lunch, Dinner): worded in the reader's language.
  const categoryName = (category: string) => {
    const slot = MEAL_SLOTS.find((s) => s === category.toLowerCase());
    return slot ? t(`weekMenu.slots.${slot}`) : category;
  };
  const full = (current?.meals.length ?? 0) >= MENU_SLOT_MAX_MEALS;
  return (
    <ModalDialog
      open={picking !== null}
      onClose={() => {
        setSearch('');
        onClose();
      }}
      title={t('weekMenu.pickTitle')}
      description={picking?.where}
    >
      <div className="flex flex-col gap-3">
        <TextField
          label={t('weekMenu.searchLabel')}
          type="search"
          value={search}
          placeholder={t('weekMenu.searchPlaceholder')}
          onChange={(event) => setSearch(event.target.value)}
        />
        {full ? <p className="text-sm text-stone-700">{t('weekMenu.full')}</p> : null}
        {results.isError && !results.data ? (
          <LoadError what={t('weekMenu.catalogWhat')} onRetry={() => void results.refetch()} />
        ) : !results.data ? (
          <div className="flex justify-center py-6">
            <Spinner className="size-6" />
          </div>
        ) : results.data.length === 0 ? (
          <p className="py-4 text-center text-sm text-stone-600">{t('weekMenu.noResults')}</p>
        ) : (
          <ul className="flex max-h-80 flex-col gap-1 overflow-y-auto" aria-busy={results.isPlaceholderData}>
            {ownSlotFirst(results.data, picking?.slot).map((meal) => (
              <li
                key={meal._id}
                className="flex items-center justify-between gap-3 rounded-xl px-2 py-1.5 hover:bg-stone-50"
              >
                <span className="min-w-0">
                  <span translate="no" className="block font-medium text-stone-900">
                    {meal.title}
                  </span>
                  <span className="block text-xs text-stone-600">
                    {categoryName(meal.category)} · {format.taka(meal.price)}
                  </span>
                </span>
                {onSlot.has(meal._id) ? (
                  <span className="shrink-0 text-sm text-stone-600">{t('weekMenu.onSlot')}</span>
                ) : (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={full || !current}
                    onClick={() => {
                      if (!current) return;
                      setSearch('');
                      onPick(current, meal);
                    }}
                  >
                    <Trans
                      t={t}
                      i18nKey="weekMenu.pick"
                      components={{ sr: <span className="sr-only" />, meal: <span translate="no">{meal.title}</span> }}
                    />
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </ModalDialog>
  );
}
