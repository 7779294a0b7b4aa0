import type { Meal } from '@hostel/contract/meals';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { confirmAction, DELETE_CONFIRM } from '../../../components/ui/confirm.ts';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useLoadFailureNotice, usePageCount } from '../../../hooks/use-table-page.ts';
import { toast } from '../../../lib/toast.tsx';
import { ADMIN_PAGE_SIZE } from '../api/admin-keys.ts';
import { useDeleteMeal } from '../api/delete-meal.ts';
import { useAdminMeals } from '../api/get-admin-meals.ts';
import { DangerButton } from './danger-button.tsx';

/** `4.25` → `4.3`; no stars yet → `0.0`. */
const formatRating = (rating: number) => (Number.isFinite(rating) ? rating : 0).toFixed(1);

/** Section 4: ongoing meals, most liked first, with edit, delete and view. */
export function AllMealsSection() {
  const [page, setPage] = useState(1);
  const meals = useAdminMeals(page);
  const pageCount = usePageCount(meals.data?.total, ADMIN_PAGE_SIZE, page, setPage);
  useLoadFailureNotice(meals.error, { log: 'Could not load the meals table' });

  const deleteMeal = useDeleteMeal();
  const [deletingId, setDeletingId] = useState<string | null>(null);

  const onDelete = async (meal: Meal) => {
    if (!(await confirmAction(DELETE_CONFIRM))) return;
    setDeletingId(meal._id);
    deleteMeal.mutate(meal._id, {
      onSuccess: () => toast.success('Meal deleted successfully'),
      onError: (error) => {
        console.error('Deleting the meal failed', error);
        toast.error('Failed to delete meal');
      },
      onSettled: () => setDeletingId(null),
    });
  };

  const columns: ReadonlyArray<DataTableColumn<Meal>> = [
    { header: 'Title', rowHeader: true, cell: (meal) => meal.title || 'Untitled Meal' },
    { header: 'Likes', align: 'end', cell: (meal) => meal.likes ?? 0, className: 'tabular-nums' },
    { header: 'Reviews', align: 'end', cell: (meal) => meal.reviews ?? 0, className: 'tabular-nums' },
    { header: 'Rating', align: 'end', cell: (meal) => formatRating(meal.rating), className: 'tabular-nums' },
    { header: 'Distributor', wide: true, cell: (meal) => meal.distributorName },
    {
      header: 'Actions',
      hideLabelOnPhone: true,
      cell: (meal) => (
        <div className="flex flex-wrap justify-end gap-2 sm:flex-nowrap">
          <Link to={paths.updateMeal(meal._id)} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            Edit
          </Link>
          <DangerButton disabled={deletingId === meal._id} onClick={() => void onDelete(meal)}>
            {deletingId === meal._id ? <Spinner className="size-4" /> : null}
            Delete
          </DangerButton>
          <Link to={paths.mealDetails(meal._id)} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
            View
          </Link>
        </div>
      ),
    },
  ];

  return (
    <SectionCard
      id="all-meals"
      title="All Meals"
      description="Meals on the menu, most liked first (then most reviewed)."
    >
      <div className="flex flex-col gap-4">
        <DataTable
          caption="All meals, most liked first"
          columns={columns}
          rows={meals.data?.items}
          rowKey={(meal) => meal._id}
          loading={meals.isPending}
          refreshing={meals.isPlaceholderData}
          error={
            meals.isError && !meals.data ? (
              <LoadError what="the meals" onRetry={() => void meals.refetch()} />
            ) : undefined
          }
          empty="No meals yet. Add the first one above."
        />
        <Pager label="Meals" page={page} pageCount={pageCount} onPageChange={setPage} />
      </div>
    </SectionCard>
  );
}
