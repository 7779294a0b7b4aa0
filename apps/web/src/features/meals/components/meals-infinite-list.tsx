import type { MealsFilters } from '@hostel/contract/meals-filters';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { InlineError } from '../../../components/ui/inline-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useScrollThreshold } from '../../../hooks/use-scroll-threshold.ts';
import { useInfiniteMeals } from '../api/get-meals.ts';
import { MealGrid, MealGridSkeleton } from './meal-grid.tsx';

/** Spec constants: load the next page past 80 % of the page height, checking at most every 150 ms. */
export const SCROLL_THRESHOLD = 0.8;
export const SCROLL_THROTTLE_MS = 150;

export interface MealsInfiniteListProps {
  filters: MealsFilters;
  onClearFilters?: () => void;
}

/** The meals page list: 6 meals at a time, more as the user scrolls. */
export function MealsInfiniteList({ filters, onClearFilters }: MealsInfiniteListProps) {
  const { t } = useTranslation('meals');
  const {
    data,
    error,
    isPending,
    isError,
    isFetching,
    isFetchingNextPage,
    isFetchNextPageError,
    hasNextPage,
    fetchNextPage,
    refetch,
  } = useInfiniteMeals(filters);

  // The spec only logs failures of this list; we log and show an inline state with a retry button.
  useEffect(() => {
    if (error) console.error('Failed to load meals', error);
  }, [error]);

  useScrollThreshold({
    threshold: SCROLL_THRESHOLD,
    throttleMs: SCROLL_THROTTLE_MS,
    enabled: hasNextPage && !isFetching && !isError,
    onReach: () => void fetchNextPage(),
  });

  const meals = useMemo(() => data?.pages.flatMap((page) => page.meals) ?? [], [data]);
  // A search may answer a short or even empty page with more to come (the server walks a bounded
  // part of the list per call): with nothing to show yet, the list fetches on by itself, and it is
  // empty only once no next page is left.
  const stillLooking = meals.length === 0 && hasNextPage;
  useEffect(() => {
    if (stillLooking && !isFetching && !isError) void fetchNextPage();
  }, [stillLooking, isFetching, isError, fetchNextPage]);

  if (isPending || (stillLooking && !isError)) return <MealGridSkeleton />;

  if (isError && (!isFetchNextPageError || stillLooking)) {
    return (
      <InlineError
        title={t('list.failedTitle')}
        message={t('list.failedText')}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }

  if (meals.length === 0) {
    return (
      <EmptyState
        title={t('list.emptyTitle')}
        message={t('list.emptyText')}
        action={
          onClearFilters ? (
            <Button variant="outline" onClick={onClearFilters}>
              {t('controls.clear')}
            </Button>
          ) : null
        }
      />
    );
  }

  return (
    <div>
      <MealGrid meals={meals} headingLevel="h2" eagerImages={1} label={t('list.label')} />
      {/* Not a scroll anchor: otherwise Chrome keeps it in view as cards are added above it, and a
          user at the very bottom would pull in every page at once. The footer opts out the same way. */}
      <div className="mt-10 flex min-h-16 items-center justify-center [overflow-anchor:none]" aria-live="polite">
        {isFetchingNextPage ? (
          <p className="inline-flex items-center gap-3 font-medium text-orange-800">
            <Spinner className="size-5" />
            {t('list.loadingMore')}
          </p>
        ) : isFetchNextPageError ? (
          <InlineError
            title={t('list.moreFailed')}
            onRetry={() => void fetchNextPage()}
            retryLabel={t('list.loadMore')}
          />
        ) : !hasNextPage ? (
          <p className="rounded-full bg-amber-100 px-5 py-2 text-sm font-semibold text-amber-900">{t('list.noMore')}</p>
        ) : null}
      </div>
    </div>
  );
}
