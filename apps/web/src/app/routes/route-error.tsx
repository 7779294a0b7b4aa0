import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { DocumentTitle } from '../../components/layout/document-title.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { paths } from '../../config/paths.ts';

/** Catches errors thrown while rendering or loading a route (e.g. a page's code failed to download). */
export function RouteErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  const title = notFound ? t('notFound.title') : t('routeError.title');

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <DocumentTitle page={title} />
      <h1 className="text-3xl font-extrabold text-stone-900">{title}</h1>
      <p className="mt-4 text-stone-600">{notFound ? t('routeError.notFoundText') : t('routeError.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {notFound ? null : (
          <button type="button" className={buttonClasses()} onClick={() => window.location.reload()}>
            {t('routeError.reload')}
          </button>
        )}
        <Link to={paths.home} className={buttonClasses({ variant: notFound ? 'primary' : 'outline' })}>
          {t('notFound.home')}
        </Link>
      </div>
    </section>
  );
}
