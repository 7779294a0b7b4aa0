import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { paths } from '../../config/paths.ts';

export function NotFoundRoute() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <title>Page not found · Hostel Meals</title>
      <p className="text-7xl font-black text-orange-200 sm:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">Page not found</h1>
      <p className="mt-4 text-stone-600">This plate is empty: the page you asked for does not exist or has moved.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.home} className={buttonClasses()}>
          Back to home
        </Link>
        <Link to={paths.meals} className={buttonClasses({ variant: 'outline' })}>
          Browse meals
        </Link>
      </div>
    </section>
  );
}
