import type { Meal } from '@hostel/contract/meals';
import type { UserRecord } from '@hostel/contract/users';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useLoadFailureNotice, usePageCount } from '../../../hooks/use-table-page.ts';
import { formatTaka } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.tsx';
import { ADMIN_PAGE_SIZE } from '../api/admin-keys.ts';
import { useAdminUpcomingMeals } from '../api/get-admin-upcoming-meals.ts';
import { usePublishUpcomingMeal } from '../api/publish-upcoming-meal.ts';
import { isRefusal } from '../meal-form.ts';
import { AddUpcomingMealDialog } from './add-upcoming-meal-dialog.tsx';

const FETCH_FAILED = 'Failed to load upcoming meals.';

/** Section 7: meals not yet on the menu (soonest first), Publish, and the "Add Upcoming Meal" dialog. */
export function UpcomingMealsSection({ admin }: { admin: UserRecord | null }) {
  const [page, setPage] = useState(1);
  const upcoming = useAdminUpcomingMeals(page);
  const pageCount = usePageCount(upcoming.data?.total, ADMIN_PAGE_SIZE, page, setPage);
  useLoadFailureNotice(upcoming.error, { log: 'Could not load upcoming meals', toastMessage: FETCH_FAILED });

  const [dialogOpen, setDialogOpen] = useState(false);
  const publish = usePublishUpcomingMeal();
  const [publishingId, setPublishingId] = useState<string | null>(null);

  const onPublish = (meal: Meal) => {
    setPublishingId(meal._id);
    publish.mutate(meal._id, {
      onSuccess: (result) => {
        if (result.success) toast.success('Meal published successfully!');
        else toast.error('Failed to publish meal.');
      },
      onError: (error) => {
        console.error('Publishing the meal failed', error);
        // The server answered no (409 already published, 404 gone): "Failed"; no answer at all: "Error".
        toast.error(isRefusal(error) ? 'Failed to publish meal.' : 'Error publishing meal.');
      },
      onSettled: () => setPublishingId(null),
    });
  };

  const columns: ReadonlyArray<DataTableColumn<Meal>> = [
    { header: 'Title', rowHeader: true, cell: (meal) => meal.title || 'Untitled Meal' },
    { header: 'Category', cell: (meal) => meal.category },
    { header: 'Price', align: 'end', cell: (meal) => formatTaka(meal.price), className: 'tabular-nums' },
    {
      header: 'Action',
      hideLabelOnPhone: true,
      cell: (meal) => (
        <Button size="sm" disabled={publishingId === meal._id} onClick={() => onPublish(meal)} className="min-w-24">
          {publishingId === meal._id ? <Spinner className="size-4" /> : null}
          Publish
        </Button>
      ),
    },
  ];

  return (
    <SectionCard
      id="upcoming-meals"
      title="Upcoming Meals"
      description="Planned meals, soonest first. Publish puts a meal on the menu."
      aside={
        <Button onClick={() => setDialogOpen(true)} aria-haspopup="dialog">
          <span aria-hidden="true" className="text-lg leading-none">
            +
          </span>
          Add Upcoming Meal
        </Button>
      }
    >
      <div className="flex flex-col gap-4">
        <DataTable
          caption="Upcoming meals, soonest first"
          columns={columns}
          rows={upcoming.data?.items}
          rowKey={(meal) => meal._id}
          loading={upcoming.isPending}
          refreshing={upcoming.isPlaceholderData}
          error={
            upcoming.isError && !upcoming.data ? (
              <LoadError what="the upcoming meals" onRetry={() => void upcoming.refetch()} />
            ) : undefined
          }
          empty="No upcoming meals. Plan one with Add Upcoming Meal."
        />
        <Pager label="Upcoming meals" page={page} pageCount={pageCount} onPageChange={setPage} />
      </div>
      <AddUpcomingMealDialog open={dialogOpen} onClose={() => setDialogOpen(false)} admin={admin} />
    </SectionCard>
  );
}
