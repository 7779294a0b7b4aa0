import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentTitle } from '../../components/layout/document-title.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { paths } from '../../config/paths.ts';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <DocumentTitle page={t('notFound.title')} />
      <p className="text-7xl font-black text-orange-600 sm:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">{t('notFound.title')}</h1>
      <p className="mt-4 text-stone-600">{t('notFound.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.home} className={buttonClasses()}>
          {t('notFound.home')}
        </Link>
        <Link to={paths.meals} className={buttonClasses({ variant: 'outline' })}>
          {t('notFound.browse')}
        </Link>
      </div>
    </section>
  );
}
