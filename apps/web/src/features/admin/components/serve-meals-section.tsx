import type { MealRequest } from '@hostel/contract/meal-requests';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { QueryTable } from '../../../components/ui/query-table.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useLoadFailureNotice, usePageCount } from '../../../hooks/use-table-page.ts';
import { cn } from '../../../lib/cn.ts';
import { toast } from '../../../lib/toast.tsx';
import { ADMIN_PAGE_SIZE } from '../api/admin-keys.ts';
import { useMealRequests } from '../api/get-meal-requests.ts';
import { useServeMealRequest } from '../api/serve-meal-request.ts';
import { isRefusal } from '../meal-form.ts';
import { EmailText } from './email-text.tsx';

function StatusPill({ status }: { status: MealRequest['status'] }) {
  const { t } = useTranslation('admin');
  const served = status === 'Served';
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold capitalize',
        served ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-900',
      )}
    >
      {t(`serve.status.${status}`)}
    </span>
  );
}

/** Section 6: students' meal requests, newest first; Serve marks one served. */
export function ServeMealsSection() {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const requests = useMealRequests(page);
  const pageCount = usePageCount(requests.data?.total, ADMIN_PAGE_SIZE, page, setPage);
  useLoadFailureNotice(requests.error, { log: 'Could not load meal requests', toastMessage: t('serve.fetchFailed') });

  const serve = useServeMealRequest();
  const [servingId, setServingId] = useState<string | null>(null);

  const onServe = (request: MealRequest) => {
    setServingId(request._id);
    serve.mutate(request._id, {
      onSuccess: () => toast.success(t('serve.servedToast')),
      onError: (error) => {
        console.error('Serving the request failed', error);
        // 409 "This request was already served." (someone else did): say so; the row refreshes.
        toast.error(isRefusal(error) && error.status === 409 ? error.message : t('serve.failed'));
      },
      onSettled: () => setServingId(null),
    });
  };

  const columns: ReadonlyArray<DataTableColumn<MealRequest>> = [
    {
      header: t('serve.columns.title'),
      rowHeader: true,
      cell: (request) => (request.mealTitle ? <span translate="no">{request.mealTitle}</span> : t('serve.noTitle')),
    },
    { header: t('serve.columns.userEmail'), wide: true, cell: (request) => <EmailText email={request.userEmail} /> },
    { header: t('serve.columns.userName'), cell: (request) => <span translate="no">{request.userName}</span> },
    { header: t('serve.columns.status'), cell: (request) => <StatusPill status={request.status} /> },
    {
      header: t('serve.columns.action'),
      hideLabelOnPhone: true,
      cell: (request) => {
        const served = request.status === 'Served';
        const serving = servingId === request._id;
        return (
          <Button
            size="sm"
            variant={served ? 'secondary' : 'primary'}
            disabled={served || serving}
            onClick={() => onServe(request)}
            className="min-w-24"
          >
            {serving ? <Spinner className="size-4" /> : served ? <CheckIcon className="size-4" /> : null}
            {served ? t('serve.served') : t('serve.serve')}
          </Button>
        );
      },
    },
  ];

  return (
    <SectionCard id="serve-meals" title={t('serve.title')} description={t('serve.description')}>
      <div className="flex flex-col gap-4">
        <QueryTable
          caption={t('serve.caption')}
          columns={columns}
          query={requests}
          loadWhat={t('serve.loadWhat')}
          rowKey={(request) => request._id}
          empty={t('serve.empty')}
          pager={{ label: t('serve.pager'), page, pageCount, onPageChange: setPage }}
        />
      </div>
    </SectionCard>
  );
}
