import type { Meal } from '@hostel/contract/meals';
import { photoSrcSet } from '@hostel/contract/photos';
import { useFormat } from '../../../i18n/format.ts';
import { cn } from '../../../lib/cn.ts';

const SLOTS = [
  'left-0 top-[88px] w-[290px] -rotate-2',
  'right-2 top-0 w-[200px] rotate-3',
  'right-0 bottom-0 w-[210px] -rotate-1',
] as const;

/**
 * Three meal photos fanned out like snapshots (decorative: the same meals are listed, with links,
 * further down the page). Pass `meals: null` for the loading shape.
 */
export function MealPhotoStack({ meals }: { meals: readonly Meal[] | null }) {
  const format = useFormat();
  return (
    <div aria-hidden="true" className="relative h-[440px] w-[520px] max-w-full">
      {SLOTS.map((slot, index) => {
        const meal = meals?.[index];
        return (
          <figure
            key={slot}
            className={cn(
              'absolute overflow-hidden rounded-3xl bg-white p-2 shadow-xl ring-1 ring-stone-900/5 transition-transform duration-300 hover:rotate-0',
              slot,
            )}
          >
            <div className="aspect-[4/3] overflow-hidden rounded-2xl bg-amber-100">
              {meal?.image ? (
                <img
                  src={meal.image}
                  srcSet={photoSrcSet(meal.image)}
                  sizes="290px"
                  alt=""
                  width={640}
                  height={480}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                />
              ) : null}
            </div>
            <figcaption className="flex items-center justify-between gap-2 px-2 pt-2 pb-1 text-sm">
              {meal ? (
                <>
                  <span className="truncate font-bold text-stone-900" translate="no">
                    {meal.title}
                  </span>
                  <span className="shrink-0 rounded-full bg-orange-100 px-2 py-0.5 text-xs font-bold text-orange-800">
                    {format.taka(meal.price)}
                  </span>
                </>
              ) : (
                <span className="h-4 w-2/3 animate-pulse rounded bg-stone-200" />
              )}
            </figcaption>
          </figure>
        );
      })}
    </div>
  );
}
