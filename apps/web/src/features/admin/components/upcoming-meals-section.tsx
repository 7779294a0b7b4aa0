import type { Meal } from '@hostel/contract/meals';
import type { UserRecord } from '@hostel/contract/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { QueryTable } from '../../../components/ui/query-table.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useCategoryLabel } from '../../../hooks/use-category-label.ts';
import { useLoadFailureNotice, usePageCount } from '../../../hooks/use-table-page.ts';
import { useFormat } from '../../../i18n/format.ts';
import { toast } from '../../../lib/toast.tsx';
import { ADMIN_PAGE_SIZE } from '../api/admin-keys.ts';
import { useAdminUpcomingMeals } from '../api/get-admin-upcoming-meals.ts';
import { usePublishUpcomingMeal } from '../api/publish-upcoming-meal.ts';
import { isRefusal } from '../meal-form.ts';
import { AddUpcomingMealDialog } from './add-upcoming-meal-dialog.tsx';

/** Section 7: meals not yet on the menu (soonest first), Publish, and the "Add Upcoming Meal" dialog. */
export function UpcomingMealsSection({ admin }: { admin: UserRecord | null }) {
  const { t } = useTranslation('admin');
  const categoryLabel = useCategoryLabel();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const upcoming = useAdminUpcomingMeals(page);
  const pageCount = usePageCount(upcoming.data?.total, ADMIN_PAGE_SIZE, page, setPage);
  useLoadFailureNotice(upcoming.error, {
    log: 'Could not load upcoming meals',
    toastMessage: t('upcoming.fetchFailed'),
  });

  const [dialogOpen, setDialogOpen] = useState(false);
  const publish = usePublishUpcomingMeal();
  const [publishingId, setPublishingId] = useState<string | null>(null);

  const onPublish = (meal: Meal) => {
    setPublishingId(meal._id);
    publish.mutate(meal._id, {
      onSuccess: (result) => {
        if (result.success) toast.success(t('upcoming.published'));
        else toast.error(t('upcoming.publishFailed'));
      },
      onError: (error) => {
        console.error('Publishing the meal failed', error);
        // The server answered no (409 already published, 404 gone): "Failed"; no answer at all: "Error".
        toast.error(isRefusal(error) ? t('upcoming.publishFailed') : t('upcoming.publishError'));
      },
      onSettled: () => setPublishingId(null),
    });
  };

  const columns: ReadonlyArray<DataTableColumn<Meal>> = [
    {
      header: t('upcoming.columns.title'),
      rowHeader: true,
      cell: (meal) => (meal.title ? <span translate="no">{meal.title}</span> : t('upcoming.untitled')),
    },
    { header: t('upcoming.columns.category'), cell: (meal) => categoryLabel(meal.category) },
    {
      header: t('upcoming.columns.price'),
      align: 'end',
      cell: (meal) => format.taka(meal.price),
      className: 'tabular-nums',
    },
    {
      header: t('upcoming.columns.action'),
      hideLabelOnPhone: true,
      cell: (meal) => (
        <Button size="sm" disabled={publishingId === meal._id} onClick={() => onPublish(meal)} className="min-w-24">
          {publishingId === meal._id ? <Spinner className="size-4" /> : null}
          {t('upcoming.publish')}
        </Button>
      ),
    },
  ];

  return (
    <SectionCard
      id="upcoming-meals"
      title={t('upcoming.title')}
      description={t('upcoming.description')}
      aside={
        <Button onClick={() => setDialogOpen(true)} aria-haspopup="dialog">
          <span aria-hidden="true" className="text-lg leading-none">
            +
          </span>
          {t('upcoming.add')}
        </Button>
      }
    >
      <div className="flex flex-col gap-4">
        <QueryTable
          caption={t('upcoming.caption')}
          columns={columns}
          query={upcoming}
          loadWhat={t('upcoming.loadWhat')}
          rowKey={(meal) => meal._id}
          empty={t('upcoming.empty')}
          pager={{ label: t('upcoming.pager'), page, pageCount, onPageChange: setPage }}
        />
      </div>
      <AddUpcomingMealDialog open={dialogOpen} onClose={() => setDialogOpen(false)} admin={admin} />
    </SectionCard>
  );
}
