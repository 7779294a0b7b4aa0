import { type ReactNode, useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { InlineError } from '../../components/ui/inline-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../config/paths.ts';
import { useMealForEdit } from '../../features/admin/api/get-meal-for-edit.ts';
import { UpdateMealForm } from '../../features/admin/components/update-meal-form.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { useSession } from '../../lib/auth.ts';
import { toast } from '../../lib/toast.tsx';

const LOAD_FAILED = 'Failed to load meal data.';

/** An unknown id (404) or one that is not an id at all (400): there is no such meal. */
const isMissing = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 400);

export function UpdateMealRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { userData } = useSession();
  const meal = useMealForEdit(id);

  useEffect(() => {
    if (!meal.error || isMissing(meal.error)) return;
    console.error('Could not load the meal to edit', meal.error);
    toast.error(LOAD_FAILED, { id: LOAD_FAILED });
  }, [meal.error]);

  let body: ReactNode;
  if (meal.isPending) {
    body = (
      <p role="status" className="flex items-center justify-center gap-3 py-16 font-medium text-orange-800">
        <Spinner className="size-5" />
        Loading meal data...
      </p>
    );
  } else if (meal.data) {
    body = (
      <UpdateMealForm
        key={meal.data._id}
        meal={meal.data}
        admin={userData}
        onUpdated={() => navigate(paths.adminDashboard)}
      />
    );
  } else if (isMissing(meal.error)) {
    body = (
      <div className="py-12 text-center">
        <p className="text-lg font-semibold text-stone-900">No meal found.</p>
        <p className="mt-2 text-stone-600">It may have been deleted.</p>
      </div>
    );
  } else {
    body = (
      <InlineError
        title={LOAD_FAILED}
        message="Check your connection and try again."
        onRetry={() => void meal.refetch()}
        retrying={meal.isFetching}
      />
    );
  }

  return (
    <>
      <title>Update Meal · Hostel Meals</title>
      <section className="bg-gradient-to-br from-amber-100 via-orange-50 to-cream">
        <div className="mx-auto max-w-3xl px-4 pt-10 pb-24 sm:px-6 lg:px-8">
          <Link
            to={paths.adminDashboard}
            className="inline-flex items-center gap-1 rounded text-sm font-semibold text-orange-800 hover:text-orange-900 hover:underline"
          >
            <span aria-hidden="true">←</span> Back to dashboard
          </Link>
          <h1 className="mt-3 text-4xl font-black tracking-tight text-stone-900 sm:text-5xl">Update Meal</h1>
          <p className="mt-3 text-lg text-stone-700">
            {meal.data ? (
              <>
                Editing <strong className="font-bold text-stone-900">{meal.data.title}</strong>
              </>
            ) : (
              'Change what students see about a meal.'
            )}
          </p>
        </div>
      </section>
      <div className="mx-auto -mt-16 max-w-3xl px-4 pb-16 sm:px-6 lg:px-8">
        <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8">{body}</div>
        {meal.data ? (
          <p className="mt-4 text-center text-sm text-stone-500">
            <Link to={paths.mealDetails(meal.data._id)} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
              View this meal's page
            </Link>
          </p>
        ) : null}
      </div>
    </>
  );
}
