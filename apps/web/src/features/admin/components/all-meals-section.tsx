import type { Meal } from '@hostel/contract/meals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { confirmAction, DELETE_CONFIRM } from '../../../components/ui/confirm.ts';
import { DangerButton } from '../../../components/ui/danger-button.tsx';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { QueryTable } from '../../../components/ui/query-table.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useLoadFailureNotice, usePageCount } from '../../../hooks/use-table-page.ts';
import { useFormat } from '../../../i18n/format.ts';
import { toast } from '../../../lib/toast.tsx';
import { ADMIN_PAGE_SIZE } from '../api/admin-keys.ts';
import { useDeleteMeal } from '../api/delete-meal.ts';
import { useAdminMeals } from '../api/get-admin-meals.ts';

/** Section 4: ongoing meals, most liked first, with edit, delete and view. */
export function AllMealsSection() {
  const { t } = useTranslation('admin');
  const format = useFormat();
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
      onSuccess: () => toast.success(t('meals.deleted')),
      onError: (error) => {
        console.error('Deleting the meal failed', error);
        toast.error(t('meals.deleteFailed'));
      },
      onSettled: () => setDeletingId(null),
    });
  };

  const columns: ReadonlyArray<DataTableColumn<Meal>> = [
    {
      header: t('meals.columns.title'),
      rowHeader: true,
      cell: (meal) => (meal.title ? <span translate="no">{meal.title}</span> : t('meals.untitled')),
    },
    {
      header: t('meals.columns.likes'),
      align: 'end',
      cell: (meal) => format.number(meal.likes ?? 0),
      className: 'tabular-nums',
    },
    {
      header: t('meals.columns.reviews'),
      align: 'end',
      cell: (meal) => format.number(meal.reviews ?? 0),
      className: 'tabular-nums',
    },
    {
      header: t('meals.columns.rating'),
      align: 'end',
      // `4.25` → `4.3`; no stars yet → `0.0`.
      cell: (meal) => format.number(meal.rating, 1),
      className: 'tabular-nums',
    },
    {
      header: t('meals.columns.distributor'),
      wide: true,
      cell: (meal) => <span translate="no">{meal.distributorName}</span>,
    },
    {
      header: t('meals.columns.actions'),
      hideLabelOnPhone: true,
      cell: (meal) => (
        <div className="flex flex-wrap justify-end gap-2 sm:flex-nowrap">
          <Link to={paths.updateMeal(meal._id)} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            {t('meals.edit')}
          </Link>
          <DangerButton disabled={deletingId === meal._id} onClick={() => void onDelete(meal)}>
            {deletingId === meal._id ? <Spinner className="size-4" /> : null}
            {t('meals.delete')}
          </DangerButton>
          <Link to={paths.mealDetails(meal._id)} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
            {t('meals.view')}
          </Link>
        </div>
      ),
    },
  ];

  return (
    <SectionCard id="all-meals" title={t('meals.title')} description={t('meals.description')}>
      <div className="flex flex-col gap-4">
        <QueryTable
          caption={t('meals.caption')}
          columns={columns}
          query={meals}
          loadWhat={t('meals.loadWhat')}
          rowKey={(meal) => meal._id}
          empty={t('meals.empty')}
          pager={{ label: t('meals.pager'), page, pageCount, onPageChange: setPage }}
        />
      </div>
    </SectionCard>
  );
}
