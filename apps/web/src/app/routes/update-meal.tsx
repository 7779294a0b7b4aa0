import { type ReactNode, useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { DocumentTitle } from '../../components/layout/document-title.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { InlineError } from '../../components/ui/inline-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../config/paths.ts';
import { useMealForEdit } from '../../features/admin/api/get-meal-for-edit.ts';
import { UpdateMealForm } from '../../features/admin/components/update-meal-form.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { useSession } from '../../lib/auth.ts';
import { toast } from '../../lib/toast.tsx';

/** An unknown id (404) or one that is not an id at all (400): there is no such meal. */
const isMissing = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 400);

export function UpdateMealRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { userData } = useSession();
  const meal = useMealForEdit(id);
  const { t } = useTranslation('admin');
  const loadFailed = t('update.loadFailed');

  useEffect(() => {
    if (!meal.error || isMissing(meal.error)) return;
    console.error('Could not load the meal to edit', meal.error);
    toast.error(loadFailed, { id: 'update-meal-load-failed' });
  }, [meal.error, loadFailed]);

  let body: ReactNode;
  if (meal.isPending) {
    body = (
      <p role="status" className="flex items-center justify-center gap-3 py-16 font-medium text-orange-800">
        <Spinner className="size-5" />
        {t('update.loading')}
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
        <p className="text-lg font-semibold text-stone-900">{t('update.notFound')}</p>
        <p className="mt-2 text-stone-600">{t('update.maybeDeleted')}</p>
      </div>
    );
  } else {
    body = (
      <InlineError
        title={loadFailed}
        message={t('update.checkConnection')}
        onRetry={() => void meal.refetch()}
        retrying={meal.isFetching}
      />
    );
  }

  return (
    <>
      <DocumentTitle page={t('update.title')} />
      <section className="bg-gradient-to-br from-amber-100 via-orange-50 to-cream">
        <div className="mx-auto max-w-3xl px-4 pt-10 pb-24 sm:px-6 lg:px-8">
          <Link
            to={paths.adminDashboard}
            className="inline-flex items-center gap-1 rounded text-sm font-semibold text-orange-800 hover:text-orange-900 hover:underline"
          >
            <span aria-hidden="true">←</span> {t('update.back')}
          </Link>
          <h1 className="mt-3 text-4xl font-black tracking-tight text-stone-900 sm:text-5xl">{t('update.title')}</h1>
          <p className="mt-3 text-lg text-stone-700">
            {meal.data ? (
              <Trans
                t={t}
                i18nKey="update.editing"
                components={{
                  meal: (
                    <strong translate="no" className="font-bold text-stone-900">
                      {meal.data.title}
                    </strong>
                  ),
                }}
              />
            ) : (
              t('update.intro')
            )}
          </p>
        </div>
      </section>
      <div className="mx-auto -mt-16 max-w-3xl px-4 pb-16 sm:px-6 lg:px-8">
        <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8">{body}</div>
        {meal.data ? (
          <p className="mt-4 text-center text-sm text-stone-500">
            <Link to={paths.mealDetails(meal.data._id)} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
              {t('update.viewPage')}
            </Link>
          </p>
        ) : null}
      </div>
    </>
  );
}
