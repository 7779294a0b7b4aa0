import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DocumentTitle } from '../../components/layout/document-title.tsx';
import { InlineError } from '../../components/ui/inline-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../config/paths.ts';
import { useStudentPage } from '../../features/admin/api/student-page.ts';
import { StudentActions } from '../../features/admin/components/student-actions.tsx';
import { StudentBills } from '../../features/admin/components/student-bills.tsx';
import { StudentPayments } from '../../features/admin/components/student-payments.tsx';
import { StudentSummary } from '../../features/admin/components/student-summary.tsx';
import { isApiError } from '../../lib/api-client.ts';

const isMissing = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 400);

/** `/admin/students/{id}`: one student's plan, room, payments and bills, and what an admin does about them (issue 26). */
export function AdminStudentRoute() {
  const { id = '' } = useParams();
  const { t } = useTranslation('admin');
  const page = useStudentPage(id);

  let body: ReactNode;
  if (page.isPending) {
    body = (
      <p role="status" className="flex items-center justify-center gap-3 py-16 font-medium text-orange-800">
        <Spinner className="size-5" />
        {t('student.loading')}
      </p>
    );
  } else if (page.data) {
    body = (
      <>
        <StudentSummary page={page.data} />
        <StudentPayments
          payments={page.data.payments}
          total={page.data.paymentsTotal}
          aside={<StudentActions userId={page.data.user.id} />}
        />
        <StudentBills bills={page.data.bills} />
      </>
    );
  } else if (isMissing(page.error)) {
    body = <p className="py-12 text-center text-lg font-semibold text-stone-900">{t('student.notFound')}</p>;
  } else {
    body = (
      <InlineError
        title={t('student.loadFailed')}
        message={t('update.checkConnection')}
        onRetry={() => void page.refetch()}
        retrying={page.isFetching}
      />
    );
  }

  const name = page.data?.user.name;
  return (
    <>
      <DocumentTitle page={name ?? t('student.title')} />
      <section className="bg-gradient-to-br from-amber-100 via-orange-50 to-cream">
        <div className="mx-auto max-w-5xl px-4 pt-10 pb-8 sm:px-6 lg:px-8">
          <Link
            to={paths.adminDashboard}
            className="inline-flex items-center gap-1 rounded text-sm font-semibold text-orange-800 hover:text-orange-900 hover:underline"
          >
            <span aria-hidden="true">←</span> {t('update.back')}
          </Link>
          <p className="mt-3 text-sm font-bold tracking-widest text-orange-700 uppercase">{t('student.eyebrow')}</p>
          <h1 className="mt-1 text-3xl font-black tracking-tight break-words text-stone-900 sm:text-5xl">
            {name ? <span translate="no">{name}</span> : t('student.title')}
          </h1>
          {page.data?.user.room ? (
            <p className="mt-2 text-lg text-stone-700">{t('student.inRoom', { room: page.data.user.room })}</p>
          ) : null}
        </div>
      </section>
      <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 pb-16 sm:px-6 lg:px-8">{body}</div>
    </>
  );
}
