import { PLANS } from '@hostel/contract/plans';
import { useEffect, useMemo } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentTitle } from '../../components/layout/document-title.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { InlineError } from '../../components/ui/inline-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../config/paths.ts';
import { MealCardSkeleton } from '../../features/meals/components/meal-card.tsx';
import { MealGrid } from '../../features/meals/components/meal-grid.tsx';
import { useInfiniteUpcomingMeals } from '../../features/upcoming-meals/api/get-upcoming-meals.ts';
import { toast } from '../../lib/toast.tsx';

const [SILVER, GOLD, PLATINUM] = PLANS.map((plan) => plan.name);

function UpcomingMealsList() {
  const { t } = useTranslation(['meals', 'common']);
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
  } = useInfiniteUpcomingMeals();
  const meals = useMemo(() => data?.pages.flatMap((page) => page.meals) ?? [], [data]);

  // The spec's toast, once per failure (the same id replaces rather than stacks).
  useEffect(() => {
    if (!error) return;
    console.error('Failed to load upcoming meals', error);
    toast.error(t('upcoming.failed'), { id: 'upcoming-meals-failed' });
  }, [error, t]);

  if (isPending) {
    return (
      <div className="flex flex-col gap-6">
        <p role="status" className="inline-flex items-center gap-3 font-semibold text-orange-800">
          <Spinner className="size-5" />
          {t('upcoming.loading')}
        </p>
        <div aria-hidden="true" className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((key) => (
            <MealCardSkeleton key={key} />
          ))}
        </div>
      </div>
    );
  }

  if (isError && !isFetchNextPageError) {
    return (
      <InlineError
        title={t('upcoming.failedTitle')}
        message={t('common:status.checkConnection')}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }

  if (meals.length === 0) {
    return (
      <EmptyState
        title={t('upcoming.none')}
        message={t('upcoming.noneText')}
        action={
          <Link to={paths.meals} className={buttonClasses({ variant: 'outline' })}>
            {t('upcoming.browse')}
          </Link>
        }
      />
    );
  }

  return (
    <div>
      <MealGrid meals={meals} headingLevel="h2" eagerImages={3} label={t('upcoming.label')} />
      {hasNextPage || isFetchNextPageError ? (
        <div className="mt-10 flex flex-col items-center gap-3" aria-live="polite">
          {isFetchNextPageError ? (
            <p className="text-sm font-semibold text-red-800">{t('upcoming.moreFailed')}</p>
          ) : null}
          <Button
            variant="outline"
            size="lg"
            aria-busy={isFetchingNextPage || undefined}
            onClick={() => {
              if (!isFetchingNextPage) void fetchNextPage();
            }}
          >
            {isFetchingNextPage ? <Spinner className="size-4" /> : null}
            {t('upcoming.loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

export function UpcomingMealsRoute() {
  const { t } = useTranslation(['meals', 'common']);
  return (
    <>
      <DocumentTitle page={t('upcoming.documentTitle')} />
      <section className="bg-gradient-to-br from-amber-100 via-orange-50 to-cream">
        <div className="mx-auto max-w-7xl px-4 pt-12 pb-14 sm:px-6 lg:px-8">
          <p className="text-sm font-bold tracking-widest text-orange-700 uppercase">{t('upcoming.eyebrow')}</p>
          <h1 className="mt-2 text-4xl font-black tracking-tight text-stone-900 sm:text-5xl">{t('upcoming.title')}</h1>
          <p className="mt-3 max-w-2xl text-lg text-stone-700">
            {/* Plan names are product names: the same in both languages. */}
            <Trans
              t={t}
              i18nKey="upcoming.intro"
              values={{ silver: SILVER, gold: GOLD, platinum: PLATINUM }}
              components={{ plan: <span translate="no" /> }}
            />
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 pt-10 pb-16 sm:px-6 lg:px-8">
        <UpcomingMealsList />
      </div>
    </>
  );
}
