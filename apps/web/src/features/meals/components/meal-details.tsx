import type { Meal } from '@hostel/contract/meals';
import { PHOTO_SIZES, photoSrcSet } from '@hostel/contract/photos';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { DateTime } from '../../../components/ui/date-time.tsx';
import { ImageOffIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StarRating } from '../../../components/ui/star-rating.tsx';
import { useCategoryLabel } from '../../../hooks/use-category-label.ts';
import { useFormat } from '../../../i18n/format.ts';
import { postedAt } from '../meal-details-format.ts';

export interface MealDetailsProps {
  meal: Meal;
  /** Like and request controls, shown beside the price. */
  actions?: ReactNode;
  /** Id of the reviews section, for the "N reviews" link. */
  reviewsId?: string;
}

function MealImage({ meal }: { meal: Meal }) {
  const { t } = useTranslation('meals');
  const [failed, setFailed] = useState(false);
  const title = meal.title?.trim();
  return (
    <div className="overflow-hidden rounded-3xl bg-amber-50 shadow-md ring-1 ring-stone-200/80">
      <div className="aspect-[4/3]">
        {meal.image && !failed ? (
          <img
            src={meal.image}
            srcSet={photoSrcSet(meal.image)}
            sizes={PHOTO_SIZES.details}
            alt={title || t('card.untitled')}
            translate={title ? 'no' : undefined}
            width={1200}
            height={900}
            fetchPriority="high"
            decoding="async"
            onError={() => setFailed(true)}
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 bg-gradient-to-br from-amber-50 to-orange-100 text-orange-900/60">
            <ImageOffIcon className="size-10" />
            <span className="font-semibold">{t('card.noImage')}</span>
          </div>
        )}
      </div>
    </div>
  );
}

/** Everything the spec's details page says about a meal: image, title, distributor, text, ingredients, price, time, rating. */
export function MealDetails({ meal, actions, reviewsId }: MealDetailsProps) {
  const { t } = useTranslation('meals');
  const format = useFormat();
  const categoryLabel = useCategoryLabel();
  // The kitchen's words (title, distributor, description, ingredients) stay as written: translate="no".
  const title = meal.title?.trim();
  const description = meal.description?.trim();
  const reviewCount = t('details.reviews', { count: meal.reviews ?? 0 });
  const posted = postedAt(meal);
  const ingredients = (meal.ingredients ?? []).map((item) => item.trim()).filter(Boolean);
  const upcoming = meal.status === 'upcoming';

  return (
    <article aria-labelledby="meal-title" className="grid grid-cols-1 gap-8 lg:grid-cols-2 lg:gap-12">
      <div className="lg:sticky lg:top-24 lg:self-start">
        <MealImage meal={meal} />
      </div>

      <div className="flex min-w-0 flex-col gap-5">
        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-white px-3 py-1 text-xs font-bold text-orange-800 shadow-sm ring-1 ring-orange-200">
            {categoryLabel(meal.category)}
          </span>
          {upcoming ? (
            <span className="rounded-full bg-sky-100 px-3 py-1 text-xs font-bold text-sky-900 ring-1 ring-sky-200">
              {t('details.comingSoon')}
            </span>
          ) : null}
        </div>

        <div>
          <h1
            id="meal-title"
            className="text-3xl leading-tight font-black tracking-tight text-balance break-words text-stone-900 sm:text-4xl"
            translate={title ? 'no' : undefined}
          >
            {title || t('card.untitled')}
          </h1>
          <p className="mt-2 text-base font-medium text-stone-600">
            <Trans
              t={t}
              i18nKey="details.by"
              values={{ name: meal.distributorName }}
              components={{ name: <span translate="no" /> }}
            />
          </p>
        </div>

        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <StarRating value={meal.rating ?? 0} showValue />
          {reviewsId ? (
            <a
              href={`#${reviewsId}`}
              className="rounded text-sm font-semibold text-orange-700 underline-offset-2 hover:underline"
            >
              {reviewCount}
            </a>
          ) : (
            <span className="text-sm text-stone-600">{reviewCount}</span>
          )}
        </div>

        <p
          className="text-base leading-relaxed text-pretty text-stone-700 sm:text-lg"
          translate={description ? 'no' : undefined}
        >
          {description || t('card.noDescription')}
        </p>

        {ingredients.length > 0 ? (
          <section aria-labelledby="ingredients-title">
            <h2 id="ingredients-title" className="text-sm font-bold tracking-widest text-stone-500 uppercase">
              {t('details.ingredients')}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2" aria-labelledby="ingredients-title" translate="no">
              {ingredients.map((item, index) => (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: an ingredient may repeat; the list never reorders.
                  key={`${item}-${index}`}
                  className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900"
                >
                  {item}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6">
          <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
            <p className="text-2xl font-black text-orange-800 sm:text-3xl" data-testid="meal-price">
              {t('details.price', { amount: format.number(meal.price) })}
            </p>
            {posted ? (
              <p className="text-sm text-stone-600">
                {t('details.postedOn')} <DateTime value={posted} className="font-semibold text-stone-800" />
              </p>
            ) : null}
          </div>
          {actions ? <div className="mt-5 flex flex-wrap items-center gap-3">{actions}</div> : null}
        </div>
      </div>
    </article>
  );
}

/** The shape of the page while the meal loads, with the spec's "Loading meal..." message. */
export function MealDetailsLoading({ message }: { message: string }) {
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-2 lg:gap-12">
      <div aria-hidden="true" className="aspect-[4/3] animate-pulse rounded-3xl bg-stone-200/70" />
      <div className="flex flex-col gap-5">
        <p role="status" className="inline-flex items-center gap-3 font-semibold text-orange-800">
          <Spinner className="size-5" />
          {message}
        </p>
        <div aria-hidden="true" className="flex flex-col gap-4">
          <div className="h-10 w-3/4 animate-pulse rounded-lg bg-stone-200" />
          <div className="h-4 w-1/3 animate-pulse rounded bg-stone-200/80" />
          <div className="h-4 w-full animate-pulse rounded bg-stone-200/80" />
          <div className="h-4 w-5/6 animate-pulse rounded bg-stone-200/80" />
          <div className="mt-4 h-36 animate-pulse rounded-3xl bg-stone-200/70" />
        </div>
      </div>
    </div>
  );
}
