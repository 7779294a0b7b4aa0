import type { Meal } from '@hostel/contract/meals';
import { PHOTO_SIZES } from '@hostel/contract/photos';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs, useParams } from 'react-router';
import { DocumentTitle } from '../../components/layout/document-title.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { InlineError } from '../../components/ui/inline-error.tsx';
import { paths } from '../../config/paths.ts';
import { RequestMealButton } from '../../features/meal-requests/components/request-meal-button.tsx';
import { getMealQueryOptions, useMeal, useRecordMealReview } from '../../features/meals/api/get-meal.ts';
import { useMealViewerStatus, useUpdateMealViewerStatus } from '../../features/meals/api/get-meal-viewer-status.ts';
import { LikeButton } from '../../features/meals/components/like-button.tsx';
import { MealDetails, MealDetailsLoading } from '../../features/meals/components/meal-details.tsx';
import { MealReviews } from '../../features/reviews/components/meal-reviews.tsx';
import { useInvalidateUpcomingMeals } from '../../features/upcoming-meals/api/get-upcoming-meals.ts';
import { isApiError } from '../../lib/api-client.ts';
import { useSession } from '../../lib/auth.ts';
import { preloadImage } from '../../lib/preload-image.ts';
import { queryClient } from '../query-client.ts';

/** The meal (the query the page asks for) and its photo, while the session is still being checked. */
export function prefetchRoute({ params }: LoaderFunctionArgs) {
  if (!params.id) return;
  queryClient.fetchQuery(getMealQueryOptions(params.id)).then(
    (meal) => preloadImage(meal.image, PHOTO_SIZES.details),
    () => undefined, // The page shows "not found" or the failure and its retry.
  );
}

const REVIEWS_SECTION_ID = 'reviews';

function Breadcrumbs({ meal }: { meal: Meal | null }) {
  const { t } = useTranslation(['meals', 'common']);
  const upcoming = meal?.status === 'upcoming';
  return (
    <nav aria-label={t('details.breadcrumb')} className="mb-6 text-sm">
      <ol className="flex min-w-0 items-center gap-2 text-stone-600">
        <li className="shrink-0">
          <Link
            to={upcoming ? paths.upcomingMeals : paths.meals}
            className="rounded font-semibold text-orange-800 underline-offset-2 hover:underline"
          >
            {upcoming ? t('common:nav.upcomingMeals') : t('common:nav.meals')}
          </Link>
        </li>
        <li aria-hidden="true" className="shrink-0 text-stone-400">
          /
        </li>
        {meal ? (
          <li className="min-w-0 truncate" aria-current="page" translate="no">
            {meal.title}
          </li>
        ) : (
          <li className="min-w-0 truncate" aria-current="page">
            {t('details.documentTitle')}
          </li>
        )}
      </ol>
    </nav>
  );
}

function MealNotFound() {
  const { t } = useTranslation(['meals', 'common']);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <DocumentTitle page={t('details.notFound')} />
      <p className="text-7xl font-black text-orange-200 sm:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">
        {t('details.notFound')}
      </h1>
      <p className="mt-4 text-stone-600">{t('details.notFoundText')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.meals} className={buttonClasses()}>
          {t('details.browse')}
        </Link>
        <Link to={paths.upcomingMeals} className={buttonClasses({ variant: 'outline' })}>
          {t('details.upcoming')}
        </Link>
      </div>
    </section>
  );
}

/** The loaded meal with the viewer's controls and the reviews. */
function MealPage({ meal }: { meal: Meal }) {
  const { t } = useTranslation(['meals', 'common']);
  const { user, userData } = useSession();
  const status = useMealViewerStatus(meal._id, { enabled: Boolean(user) });
  const updateViewerStatus = useUpdateMealViewerStatus();
  const recordReview = useRecordMealReview();
  const invalidateUpcoming = useInvalidateUpcomingMeals();

  // Without the viewer's status the buttons start from "not liked, not requested"; both calls are
  // safe to repeat on the server (a second like changes nothing, a second request answers 409).
  useEffect(() => {
    if (status.error) console.error('Could not load your status for this meal', status.error);
  }, [status.error]);
  const viewer = status.isError ? { liked: false, requested: false } : status.data;

  const name = userData?.displayName || user?.name || t('details.you');
  const email = user?.email ?? userData?.email ?? null;
  const image = userData?.photoURL ?? user?.image ?? null;

  return (
    <>
      <DocumentTitle page={meal.title} />
      <div className="bg-gradient-to-b from-amber-100/80 via-orange-50 to-cream">
        <div className="mx-auto max-w-7xl px-4 pt-6 pb-12 sm:px-6 sm:pt-8 lg:px-8 lg:pb-16">
          <Breadcrumbs meal={meal} />
          <MealDetails
            meal={meal}
            reviewsId={REVIEWS_SECTION_ID}
            actions={
              <>
                <LikeButton
                  meal={meal}
                  liked={viewer?.liked}
                  badge={userData?.badge ?? user?.badge}
                  onLikeChanged={() => void invalidateUpcoming()}
                />
                <RequestMealButton
                  meal={meal}
                  requested={viewer?.requested}
                  requester={{ name, email }}
                  onRequested={() => updateViewerStatus(meal._id, { requested: true, requestStatus: 'pending' })}
                />
              </>
            }
          />
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 pt-4 pb-16 sm:px-6 lg:px-8 lg:pb-24">
        <MealReviews
          id={REVIEWS_SECTION_ID}
          meal={meal}
          author={{ name, email, image }}
          count={meal.reviews ?? 0}
          mine={status.data?.reviewIds}
          onPosted={(review) => {
            recordReview(meal._id);
            updateViewerStatus(meal._id, (old) => ({ reviewIds: [review._id, ...old.reviewIds] }));
          }}
        />
      </div>
    </>
  );
}

export function MealDetailsRoute() {
  const { t } = useTranslation(['meals', 'common']);
  const { id = '' } = useParams();
  const { data: meal, error, isPending, isError, isFetching, refetch } = useMeal(id);

  if (isPending) {
    return (
      <div className="bg-gradient-to-b from-amber-100/80 via-orange-50 to-cream">
        <DocumentTitle page={t('details.documentTitle')} />
        <div className="mx-auto max-w-7xl px-4 pt-6 pb-12 sm:px-6 sm:pt-8 lg:px-8">
          <Breadcrumbs meal={null} />
          <MealDetailsLoading message={t('details.loading')} />
        </div>
      </div>
    );
  }

  if (isError) {
    // An unknown id (404) and one that cannot be an id at all (400) are the same to a reader.
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return <MealNotFound />;
    return (
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <DocumentTitle page={t('details.documentTitle')} />
        <InlineError
          title={t('details.loadFailed')}
          message={t('common:status.checkConnection')}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      </div>
    );
  }

  return <MealPage key={meal._id} meal={meal} />;
}
