import type { MealRequest } from '@hostel/contract/meal-requests';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { QueryTable } from '../../../components/ui/query-table.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatusPill } from '../../../components/ui/status-pill.tsx';
import { paths } from '../../../config/paths.ts';
import { useLoadFailureNotice, usePageCount } from '../../../hooks/use-table-page.ts';
import { useFormat } from '../../../i18n/format.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.tsx';
import { CancelRefusedError, useCancelMealRequest } from '../api/cancel-meal-request.ts';
import { useUserMealRequests } from '../api/get-user-meal-requests.ts';
import { USER_PAGE_SIZE } from '../api/user-dashboard-keys.ts';
import { RowActionButton } from './row-action-button.tsx';

/** Section "Requested Meals": Title, Likes, Price, Status and Cancel for pending requests, 5 a page. */
export function RequestedMealsSection({ email }: { email: string }) {
  const { t } = useTranslation('dashboard');
  const format = useFormat();
  const [page, setPage] = useState(1);
  const requests = useUserMealRequests(email, page);
  const pageCount = usePageCount(requests.data?.total, USER_PAGE_SIZE, page, setPage);
  useLoadFailureNotice(requests.error, {
    log: 'Could not load the requested meals',
    toastMessage: t('requested.fetchFailed'),
  });

  const cancel = useCancelMealRequest();
  const [cancellingId, setCancellingId] = useState<string | null>(null);

  const onCancel = (request: MealRequest) => {
    setCancellingId(request._id);
    cancel.mutate(
      { id: request._id, email },
      {
        onSuccess: () => toast.success(t('requested.cancelled')),
        onError: (error) => {
          console.error('Cancelling the request failed', error);
          // The server said no (a 4xx/5xx, or no success flag) versus never answering at all.
          const refused = error instanceof CancelRefusedError || (isApiError(error) && error.status > 0);
          toast.error(refused ? t('requested.cancelRefused') : t('requested.cancelFailed'));
        },
        onSettled: () => setCancellingId(null),
      },
    );
  };

  const columns: ReadonlyArray<DataTableColumn<MealRequest>> = [
    {
      header: t('requested.columns.title'),
      rowHeader: true,
      cell: (request) => (
        <Link
          translate="no"
          to={paths.mealDetails(request.mealId)}
          className="rounded text-stone-900 underline-offset-2 hover:text-orange-800 hover:underline"
        >
          {request.mealTitle}
        </Link>
      ),
    },
    {
      header: t('requested.columns.likes'),
      align: 'end',
      cell: (request) => format.number(request.mealLikes ?? 0),
      className: 'tabular-nums',
    },
    {
      header: t('requested.columns.price'),
      align: 'end',
      cell: (request) => format.taka(request.mealPrice),
      className: 'tabular-nums',
    },
    {
      header: t('requested.columns.status'),
      cell: (request) =>
        request.status === 'Served' ? (
          <StatusPill tone="done">{t('requested.served')}</StatusPill>
        ) : (
          <StatusPill tone="waiting">{t('requested.pending')}</StatusPill>
        ),
    },
    {
      header: t('requested.columns.action'),
      hideLabelOnPhone: true,
      align: 'end',
      cell: (request) =>
        request.status === 'pending' ? (
          <RowActionButton destructive disabled={cancellingId === request._id} onClick={() => onCancel(request)}>
            {cancellingId === request._id ? <Spinner className="size-4" /> : null}
            <Trans
              t={t}
              i18nKey="requested.cancel"
              components={{ sr: <span className="sr-only" />, meal: <span translate="no">{request.mealTitle}</span> }}
            />
          </RowActionButton>
        ) : (
          <span className="text-sm text-stone-500">{t('requested.alreadyServed')}</span>
        ),
    },
  ];

  return (
    <SectionCard id="requested-meals" title={t('requested.title')} description={t('requested.description')}>
      <div className="flex flex-col gap-4">
        <QueryTable
          caption={t('requested.caption')}
          columns={columns}
          query={requests}
          loadWhat={t('requested.loadWhat')}
          rowKey={(request) => request._id}
          skeletonRows={3}
          empty={
            <p>
              {t('requested.empty')}{' '}
              <Link to={paths.meals} className="rounded font-semibold text-orange-800 underline underline-offset-2">
                {t('requested.browse')}
              </Link>
            </p>
          }
          pager={{ label: t('requested.pager'), page, pageCount, onPageChange: setPage }}
        />
      </div>
    </SectionCard>
  );
}
