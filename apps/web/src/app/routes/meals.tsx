import {
  DEFAULT_MEALS_FILTERS,
  type MealsFilters,
  parseMealsFilters,
  toMealsSearchParams,
} from '@hostel/contract/meals-filters';
import { PHOTO_SIZES } from '@hostel/contract/photos';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useSearchParams } from 'react-router';
import { DocumentTitle } from '../../components/layout/document-title.tsx';
import { getMealsInfiniteQueryOptions, useReloadMeals } from '../../features/meals/api/get-meals.ts';
import { MealsControls } from '../../features/meals/components/meals-controls.tsx';
import { MealsInfiniteList } from '../../features/meals/components/meals-infinite-list.tsx';
import { preloadImage } from '../../lib/preload-image.ts';
import { queryClient } from '../query-client.ts';

/** The list's first page (the same query the list asks for), and its first photo, the largest paint. */
export function prefetchRoute({ request }: LoaderFunctionArgs) {
  const filters = parseMealsFilters(new URL(request.url).searchParams);
  queryClient.fetchInfiniteQuery(getMealsInfiniteQueryOptions(filters)).then(
    (data) => preloadImage(data.pages[0]?.meals[0]?.image, PHOTO_SIZES.card),
    () => undefined, // The list shows the failure and its retry.
  );
}

export function MealsRoute() {
  const { t } = useTranslation('meals');
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseMealsFilters(searchParams), [searchParams]);

  const controlsRef = useRef<HTMLDivElement>(null);
  const reloadMeals = useReloadMeals();

  // Controls live in the URL, so reload and back keep them; replace keeps history one entry per visit.
  // A new query starts at its first page: bring the controls back into view if the user had scrolled
  // past them, or a stale scroll position would immediately pull in more pages.
  const setFilters = useCallback(
    (next: MealsFilters) => {
      const params = toMealsSearchParams(next);
      void reloadMeals(parseMealsFilters(params));
      setSearchParams(params, { replace: true, preventScrollReset: true });
      const controls = controlsRef.current;
      if (controls && controls.getBoundingClientRect().top < 0) {
        controls.scrollIntoView({ block: 'start', behavior: 'instant' });
      }
    },
    [setSearchParams, reloadMeals],
  );

  return (
    <>
      <DocumentTitle page={t('list.documentTitle')} />
      <section className="bg-gradient-to-br from-amber-100 via-orange-50 to-cream">
        <div className="mx-auto max-w-7xl px-4 pt-12 pb-24 sm:px-6 lg:px-8">
          <p className="text-sm font-bold tracking-widest text-orange-700 uppercase">{t('list.eyebrow')}</p>
          <h1 className="mt-2 text-4xl font-black tracking-tight text-stone-900 sm:text-5xl">{t('list.title')}</h1>
          <p className="mt-3 max-w-2xl text-lg text-stone-700">{t('list.intro')}</p>
        </div>
      </section>
      <div className="mx-auto -mt-16 max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <div ref={controlsRef} className="scroll-mt-20">
          <MealsControls filters={filters} onChange={setFilters} />
        </div>
        <div className="mt-10">
          <MealsInfiniteList filters={filters} onClearFilters={() => setFilters(DEFAULT_MEALS_FILTERS)} />
        </div>
      </div>
    </>
  );
}
