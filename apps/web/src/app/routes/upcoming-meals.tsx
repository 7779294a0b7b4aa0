import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { InlineError } from '../../components/ui/inline-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../config/paths.ts';
import { MealCardSkeleton } from '../../features/meals/components/meal-card.tsx';
import { MealGrid } from '../../features/meals/components/meal-grid.tsx';
import { useInfiniteUpcomingMeals } from '../../features/upcoming-meals/api/get-upcoming-meals.ts';
import { toast } from '../../lib/toast.tsx';

export const UPCOMING_LOADING_MESSAGE = 'Loading upcoming meals...';
export const NO_UPCOMING_MEALS_MESSAGE = 'No upcoming meals found.';
export const UPCOMING_FAILED_MESSAGE = 'Failed to load upcoming meals.';

function UpcomingMealsList() {
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
    toast.error(UPCOMING_FAILED_MESSAGE, { id: 'upcoming-meals-failed' });
  }, [error]);

  if (isPending) {
    return (
      <div className="flex flex-col gap-6">
        <p role="status" className="inline-flex items-center gap-3 font-semibold text-orange-800">
          <Spinner className="size-5" />
          {UPCOMING_LOADING_MESSAGE}
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
        title="We couldn't load the upcoming meals."
        message="Please check your connection and try again."
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }

  if (meals.length === 0) {
    return (
      <EmptyState
        title={NO_UPCOMING_MEALS_MESSAGE}
        message="The kitchen has nothing new planned yet. See what is cooking today."
        action={
          <Link to={paths.meals} className={buttonClasses({ variant: 'outline' })}>
            Browse meals
          </Link>
        }
      />
    );
  }

  return (
    <div>
      <MealGrid meals={meals} headingLevel="h2" eagerImages={3} label="Upcoming meals" />
      {hasNextPage || isFetchNextPageError ? (
        <div className="mt-10 flex flex-col items-center gap-3" aria-live="polite">
          {isFetchNextPageError ? (
            <p className="text-sm font-semibold text-red-800">We couldn't load more upcoming meals.</p>
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
            Load more
          </Button>
        </div>
      ) : null}
    </div>
  );
}

export function UpcomingMealsRoute() {
  return (
    <>
      <title>Upcoming Meals · Hostel Meals</title>
      <section className="bg-gradient-to-br from-amber-100 via-orange-50 to-cream">
        <div className="mx-auto max-w-7xl px-4 pt-12 pb-14 sm:px-6 lg:px-8">
          <p className="text-sm font-bold tracking-widest text-orange-700 uppercase">Coming soon</p>
          <h1 className="mt-2 text-4xl font-black tracking-tight text-stone-900 sm:text-5xl">Upcoming Meals</h1>
          <p className="mt-3 max-w-2xl text-lg text-stone-700">
            Dishes the mess is planning next. Silver, Gold and Platinum members can like them, and the most wanted reach
            the menu early.
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 pt-10 pb-16 sm:px-6 lg:px-8">
        <UpcomingMealsList />
      </div>
    </>
  );
}
