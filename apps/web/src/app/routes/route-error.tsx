import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { paths } from '../../config/paths.ts';

/** Catches errors thrown while rendering or loading a route (e.g. a page's code failed to download). */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <title>{notFound ? 'Page not found · Hostel Meals' : 'Something went wrong · Hostel Meals'}</title>
      <h1 className="text-3xl font-extrabold text-stone-900">{notFound ? 'Page not found' : 'Something went wrong'}</h1>
      <p className="mt-4 text-stone-600">
        {notFound
          ? 'We could not find the page you were looking for.'
          : 'Sorry, this page failed to load. Please reload the page and try again.'}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {notFound ? null : (
          <button type="button" className={buttonClasses()} onClick={() => window.location.reload()}>
            Reload page
          </button>
        )}
        <Link to={paths.home} className={buttonClasses({ variant: notFound ? 'primary' : 'outline' })}>
          Back to home
        </Link>
      </div>
    </section>
  );
}
