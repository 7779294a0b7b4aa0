import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../../components/layout/document-title.tsx';
import { getWeekMenuQueryOptions } from '../../features/menu/api/get-week-menu.ts';
import { WeekMenu } from '../../features/menu/components/week-menu.tsx';
import { queryClient } from '../query-client.ts';

/** The week's menu starts loading with the page's code. */
export function prefetchRoute() {
  // prefetchQuery never throws: the page shows the failure and a retry.
  void queryClient.prefetchQuery(getWeekMenuQueryOptions());
}

/** The daily menu (issue 17): what each slot serves today and in the days ahead. */
export function MenuRoute() {
  const { t } = useTranslation('menu');
  return (
    <>
      <DocumentTitle page={t('page.documentTitle')} />
      <section className="bg-gradient-to-br from-amber-100 via-orange-50 to-cream">
        <div className="mx-auto max-w-7xl px-4 pt-10 pb-10 sm:px-6 sm:pt-12 lg:px-8">
          <p className="text-sm font-bold tracking-widest text-orange-700 uppercase">{t('page.eyebrow')}</p>
          <h1 className="mt-2 text-3xl font-black tracking-tight text-stone-900 sm:text-5xl">{t('page.title')}</h1>
          <p className="mt-3 max-w-2xl text-lg text-stone-700">{t('page.intro')}</p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 pt-8 pb-16 sm:px-6 lg:px-8">
        <WeekMenu />
      </div>
    </>
  );
}
