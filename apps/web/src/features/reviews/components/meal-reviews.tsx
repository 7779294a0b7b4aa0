import type { Review } from '@hostel/contract/reviews';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { InlineError } from '../../../components/ui/inline-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMealReviews } from '../api/get-meal-reviews.ts';
import { ReviewForm, type ReviewFormProps } from './review-form.tsx';
import { ReviewList } from './review-list.tsx';

export interface MealReviewsProps {
  /** Id of the section (the details page links to it). */
  id: string;
  meal: ReviewFormProps['meal'];
  author: ReviewFormProps['author'];
  /** The meal's review count, shown in the heading. */
  count: number;
  /** Ids of the viewer's own reviews of this meal (from the viewer's status), marked in the list. */
  mine?: readonly string[] | undefined;
  onPosted?: (review: Review) => void;
}

/** "Reviews (N)": the form to post one, then the reviews, newest first, ten at a time. */
export function MealReviews({ id, meal, author, count, mine, onPosted }: MealReviewsProps) {
  const { t } = useTranslation('meals');
  const {
    data,
    error,
    isPending,
    isError,
    isFetchNextPageError,
    isFetchingNextPage,
    isFetching,
    hasNextPage,
    fetchNextPage,
    refetch,
  } = useMealReviews(meal._id);
  const reviews = useMemo(() => data?.pages.flatMap((page) => page.reviews) ?? [], [data]);
  const mineSet = useMemo(() => new Set(mine), [mine]);

  useEffect(() => {
    if (error) console.error('Failed to load reviews', error);
  }, [error]);

  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <h2 id={`${id}-title`} className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl">
        {t('reviews.title', { n: count })}
      </h2>
      <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-5 lg:items-start">
        <div className="lg:sticky lg:top-24 lg:col-span-2">
          <ReviewForm meal={meal} author={author} onPosted={onPosted} />
        </div>
        <div className="lg:col-span-3">
          {isPending ? (
            <p role="status" className="inline-flex items-center gap-3 font-medium text-orange-800">
              <Spinner className="size-5" />
              {t('reviews.loading')}
            </p>
          ) : isError && !isFetchNextPageError ? (
            <InlineError title={t('reviews.failed')} onRetry={() => void refetch()} retrying={isFetching} />
          ) : reviews.length === 0 ? (
            <p className="rounded-2xl bg-white px-6 py-10 text-center text-stone-600 ring-1 ring-stone-200">
              {t('reviews.none')}
            </p>
          ) : (
            <>
              <ReviewList reviews={reviews} mine={mineSet} />
              {hasNextPage || isFetchNextPageError ? (
                <div className="mt-6 flex flex-col items-center gap-3">
                  {isFetchNextPageError ? (
                    <p role="alert" className="text-sm font-semibold text-red-800">
                      {t('reviews.moreFailed')}
                    </p>
                  ) : null}
                  <Button
                    variant="outline"
                    onClick={() => {
                      if (!isFetchingNextPage) void fetchNextPage();
                    }}
                    aria-busy={isFetchingNextPage || undefined}
                  >
                    {isFetchingNextPage ? <Spinner className="size-4" /> : null}
                    {t('reviews.loadMore')}
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </div>
      </div>
    </section>
  );
}
