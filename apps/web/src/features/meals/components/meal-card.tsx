import type { Meal } from '@hostel/contract/meals';
import { PHOTO_SIZES, photoSrcSet } from '@hostel/contract/photos';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRightIcon, HeartIcon, ImageOffIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { useCategoryLabel } from '../../../hooks/use-category-label.ts';
import { useFormat } from '../../../i18n/format.ts';

export interface MealCardProps {
  meal: Meal;
  /** Heading level of the title, so pages keep a proper outline (h2 under the page's h1, h3 under a section h2). */
  headingLevel?: 'h2' | 'h3';
  /** Load the image eagerly (for cards visible on first paint). */
  priority?: boolean;
}

/** A meal in a grid: image, category, title, description, price and likes; the whole card links to its details. */
export function MealCard({ meal, headingLevel: Heading = 'h3', priority = false }: MealCardProps) {
  const { t } = useTranslation('meals');
  const format = useFormat();
  const categoryLabel = useCategoryLabel();
  const [imageFailed, setImageFailed] = useState(false);
  // Title and description are the kitchen's words (not translated); the stand-ins for missing ones are ours.
  const title = meal.title?.trim();
  const description = meal.description?.trim();
  const likes = meal.likes ?? 0;
  const showImage = Boolean(meal.image) && !imageFailed;

  return (
    <article
      data-testid="meal-card"
      data-meal-id={meal._id}
      data-category={meal.category}
      data-price={meal.price ?? 0}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200/80 transition duration-200 hover:-translate-y-0.5 hover:shadow-lg hover:ring-orange-200 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-orange-600"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-amber-50">
        {showImage ? (
          <img
            src={meal.image ?? undefined}
            srcSet={photoSrcSet(meal.image)}
            sizes={PHOTO_SIZES.card}
            alt={title || t('card.untitled')}
            translate={title ? 'no' : undefined}
            width={640}
            height={480}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            onError={() => setImageFailed(true)}
            className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 bg-gradient-to-br from-amber-50 to-orange-100 text-orange-900/60">
            <ImageOffIcon className="size-8" />
            <span className="text-sm font-semibold">{t('card.noImage')}</span>
          </div>
        )}
        <span className="absolute top-3 left-3 rounded-full bg-white/95 px-3 py-1 text-xs font-bold text-orange-800 shadow-sm">
          {categoryLabel(meal.category)}
        </span>
      </div>

      <div className="flex flex-1 flex-col gap-2 p-5">
        <Heading className="text-lg leading-snug font-bold text-stone-900">
          <Link
            to={paths.mealDetails(meal._id)}
            className="outline-none after:absolute after:inset-0 after:content-['']"
            translate={title ? 'no' : undefined}
          >
            {title || t('card.untitled')}
          </Link>
        </Heading>
        <p className="line-clamp-2 text-sm leading-relaxed text-stone-600" translate={description ? 'no' : undefined}>
          {description || t('card.noDescription')}
        </p>
        <div className="mt-auto flex items-end justify-between gap-3 pt-3">
          <p className="text-xl font-extrabold text-orange-800" data-testid="meal-price">
            <span className="sr-only">{t('card.pricePrefix')}</span>
            {format.taka(meal.price)}
          </p>
          <p className="inline-flex items-center gap-1.5 text-sm font-medium text-stone-600">
            <HeartIcon className="size-4 text-rose-500" />
            {format.number(likes)}
            <span className="sr-only"> {t('card.likesWord', { count: likes })}</span>
          </p>
        </div>
        <span
          aria-hidden="true"
          className="inline-flex items-center gap-1 text-sm font-semibold text-orange-700 group-hover:text-orange-800"
        >
          {t('card.viewDetails')}
          <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </div>
    </article>
  );
}

/** Placeholder with the card's shape while meals load. */
export function MealCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200/80"
    >
      <div className="aspect-[4/3] animate-pulse bg-stone-200/70" />
      <div className="flex flex-col gap-3 p-5">
        <div className="h-5 w-2/3 animate-pulse rounded bg-stone-200" />
        <div className="h-3.5 w-full animate-pulse rounded bg-stone-200/80" />
        <div className="h-3.5 w-4/5 animate-pulse rounded bg-stone-200/80" />
        <div className="mt-3 flex justify-between">
          <div className="h-6 w-20 animate-pulse rounded bg-stone-200" />
          <div className="h-5 w-10 animate-pulse rounded bg-stone-200/80" />
        </div>
      </div>
    </div>
  );
}
