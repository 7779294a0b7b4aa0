import type { MenuItem } from '@hostel/contract/mess';
import type { MealSlot } from '@hostel/contract/mess-constants';
import { photoSrcSet } from '@hostel/contract/photos';
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ImageOffIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { useFormat } from '../../../i18n/format.ts';
import { sameDayIn, timeOfDay } from '../menu-format.ts';
import { usePassed } from '../use-passed.ts';
import { AttendanceControl } from './attendance-control.tsx';

type MenuMeal = MenuItem['meals'][number];

/**
 * A meal on the menu: its photo beside its title (the link to its details) and price. No category: a
 * catalog meal's own ("Dinner") would only confuse under another slot's heading.
 */
function MenuMealRow({ meal }: { meal: MenuMeal }) {
  const { t } = useTranslation('menu');
  const format = useFormat();
  const [imageFailed, setImageFailed] = useState(false);
  const title = meal.title.trim();
  return (
    <li className="relative flex items-center gap-3 rounded-xl p-2 hover:bg-amber-50 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-orange-600">
      <div className="size-16 shrink-0 overflow-hidden rounded-lg bg-amber-50">
        {meal.image && !imageFailed ? (
          // The title is right beside it: the photo adds nothing for a screen reader.
          <img
            src={meal.image}
            srcSet={photoSrcSet(meal.image)}
            sizes="64px"
            alt=""
            width={64}
            height={64}
            loading="lazy"
            decoding="async"
            onError={() => setImageFailed(true)}
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full items-center justify-center bg-gradient-to-br from-amber-50 to-orange-100 text-orange-900/60">
            <ImageOffIcon className="size-6" />
          </div>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <Link
          to={paths.mealDetails(meal._id)}
          translate={title ? 'no' : undefined}
          className="block font-semibold leading-snug text-stone-900 outline-none after:absolute after:inset-0 after:content-['']"
        >
          {title || t('meal.untitled')}
        </Link>
        <p className="mt-0.5 text-sm text-stone-600">{format.taka(meal.price, { fractionDigits: 0 })}</p>
      </div>
    </li>
  );
}

export interface SlotCardProps {
  slot: MealSlot;
  /** Undefined when the server sent nothing for this slot (the card still says what it is). */
  item?: MenuItem;
  /** The hostel's zone (the menu's answer): times are said on its clock. */
  timeZone: string;
}

/**
 * One slot of the chosen day: its name and serving hours, the meals, and until when it can be
 * changed. For a reader the server answered their own state for (`me`), the footer also says whether
 * their plan covers the slot or what it costs as an extra meal, with the switch to eat it or skip it.
 */
export function SlotCard({ slot, item, timeZone }: SlotCardProps) {
  const { t } = useTranslation('menu');
  const { language } = useFormat();
  const headingId = `menu-slot-${slot}`;
  const meals = item?.meals ?? [];
  // Watched, not read once: the switch closes by itself when the cutoff passes with the page open.
  const cutoffPassed = usePassed(item?.cutoffAt ?? '');
  const cutoffId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-slot={slot}
      className="flex flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5"
    >
      <header className="border-b border-stone-200 pb-3">
        <h3 id={headingId} className="text-lg font-bold text-stone-900">
          {t(`slot.${slot}`)}
        </h3>
        {item ? (
          <p className="mt-0.5 text-sm font-medium text-orange-800">
            <Trans
              t={t}
              i18nKey="slot.serving"
              values={{
                from: timeOfDay(item.startsAt, language, timeZone),
                to: timeOfDay(item.endsAt, language, timeZone),
              }}
              components={{ start: <time dateTime={item.startsAt} />, end: <time dateTime={item.endsAt} /> }}
            />
          </p>
        ) : null}
      </header>

      {meals.length > 0 ? (
        <ul aria-label={t('slot.meals', { slot: t(`slot.${slot}`) })} className="mt-3 flex flex-col gap-1">
          {meals.map((meal) => (
            <MenuMealRow key={meal._id} meal={meal} />
          ))}
        </ul>
      ) : (
        <p className="mt-3 flex-1 py-4 text-center text-stone-600">{t('slot.empty')}</p>
      )}

      {item ? (
        <footer className="mt-auto flex flex-col gap-3 border-t border-stone-200 pt-3 text-sm text-stone-600">
          {item.me ? (
            <AttendanceControl item={{ ...item, me: item.me }} closed={cutoffPassed} cutoffId={cutoffId} />
          ) : null}
          <p id={cutoffId}>
            <Trans
              t={t}
              i18nKey={cutoffPassed ? 'slot.closedAt' : 'slot.closesAt'}
              values={{
                time: timeOfDay(item.cutoffAt, language, timeZone, {
                  weekday: !sameDayIn(item.cutoffAt, item.startsAt, timeZone),
                }),
              }}
              components={{ time: <time dateTime={item.cutoffAt} /> }}
            />
          </p>
        </footer>
      ) : null}
    </section>
  );
}

/** The card's shape while the menu loads. */
export function SlotCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3 rounded-2xl bg-white p-5 ring-1 ring-stone-200">
      <div className="h-5 w-1/3 animate-pulse rounded bg-stone-200" />
      <div className="h-3.5 w-1/2 animate-pulse rounded bg-stone-200/80" />
      {[0, 1].map((key) => (
        <div key={key} className="flex items-center gap-3 pt-2">
          <div className="size-16 animate-pulse rounded-lg bg-stone-200/70" />
          <div className="h-4 flex-1 animate-pulse rounded bg-stone-200" />
        </div>
      ))}
    </div>
  );
}
