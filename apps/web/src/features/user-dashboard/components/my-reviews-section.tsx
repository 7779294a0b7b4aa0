import type { Review } from '@hostel/contract/reviews';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { confirmAction, DELETE_CONFIRM } from '../../../components/ui/confirm.ts';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { promptText } from '../../../components/ui/prompt.ts';
import { QueryTable } from '../../../components/ui/query-table.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useLoadFailureNotice, usePageCount } from '../../../hooks/use-table-page.ts';
import { useFormat } from '../../../i18n/format.ts';
import { toast } from '../../../lib/toast.tsx';
import { useDeleteOwnReview } from '../api/delete-review.ts';
import { useUserReviews } from '../api/get-user-reviews.ts';
import { useUpdateReview } from '../api/update-review.ts';
import { USER_PAGE_SIZE } from '../api/user-dashboard-keys.ts';
import { RowActionButton } from './row-action-button.tsx';

/** The server's limit on a review (`REVIEW_MAX_LENGTH` in the contract, a module that imports zod). */
const REVIEW_MAX_LENGTH = 1000;

/** Section "My Reviews": Title, Likes, Review and Edit, Delete, View, 5 a page. */
export function MyReviewsSection({ email }: { email: string }) {
  const { t } = useTranslation('dashboard');
  const format = useFormat();
  const [page, setPage] = useState(1);
  const reviews = useUserReviews(email, page);
  const pageCount = usePageCount(reviews.data?.total, USER_PAGE_SIZE, page, setPage);
  useLoadFailureNotice(reviews.error, { log: 'Could not load your reviews', toastMessage: t('reviews.fetchFailed') });

  const updateReview = useUpdateReview();
  const deleteReview = useDeleteOwnReview();
  const [busyId, setBusyId] = useState<string | null>(null);

  const onEdit = async (review: Review) => {
    const text = await promptText({
      title: t('reviews.prompt.title'),
      inputLabel: t('reviews.prompt.label', { meal: review.title }),
      value: review.text,
      maxLength: REVIEW_MAX_LENGTH,
      requiredMessage: t('reviews.prompt.required'),
    });
    if (text === null || text === review.text) return;
    setBusyId(review._id);
    updateReview.mutate(
      { id: review._id, text },
      {
        onSuccess: () => toast.success(t('reviews.updated')),
        onError: (error) => {
          console.error('Updating the review failed', error);
          toast.error(t('reviews.updateFailed'));
        },
        onSettled: () => setBusyId(null),
      },
    );
  };

  const onDelete = async (review: Review) => {
    if (!(await confirmAction(DELETE_CONFIRM))) return;
    setBusyId(review._id);
    deleteReview.mutate(
      { id: review._id, email },
      {
        onSuccess: () => toast.success(t('reviews.deleted')),
        onError: (error) => {
          console.error('Deleting the review failed', error);
          toast.error(t('reviews.deleteFailed'));
        },
        onSettled: () => setBusyId(null),
      },
    );
  };

  const columns: ReadonlyArray<DataTableColumn<Review>> = [
    {
      header: t('reviews.columns.title'),
      rowHeader: true,
      cell: (review) => (review.title ? <span translate="no">{review.title}</span> : t('reviews.untitled')),
    },
    {
      header: t('reviews.columns.likes'),
      align: 'end',
      cell: (review) => format.number(review.likes ?? 0),
      className: 'tabular-nums',
    },
    {
      header: t('reviews.columns.review'),
      wide: true,
      className: 'sm:max-w-sm',
      cell: (review) => (
        <p translate="no" className="line-clamp-3 text-left whitespace-pre-line text-stone-700">
          {review.text}
        </p>
      ),
    },
    {
      header: t('reviews.columns.actions'),
      hideLabelOnPhone: true,
      align: 'end',
      cell: (review) => {
        const busy = busyId === review._id;
        // The action's name on its own, then which review it acts on for screen readers.
        const named = { sr: <span className="sr-only" />, meal: <span translate="no">{review.title}</span> };
        return (
          <div className="flex flex-wrap justify-end gap-2 sm:flex-nowrap">
            <RowActionButton disabled={busy} onClick={() => void onEdit(review)}>
              <Trans t={t} i18nKey="reviews.edit" components={named} />
            </RowActionButton>
            <RowActionButton destructive disabled={busy} onClick={() => void onDelete(review)}>
              {busy ? <Spinner className="size-4" /> : null}
              <Trans t={t} i18nKey="reviews.delete" components={named} />
            </RowActionButton>
            <Link to={paths.mealDetails(review.mealId)} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              <Trans t={t} i18nKey="reviews.view" components={named} />
            </Link>
          </div>
        );
      },
    },
  ];

  return (
    <SectionCard id="my-reviews" title={t('reviews.title')} description={t('reviews.description')}>
      <div className="flex flex-col gap-4">
        <QueryTable
          caption={t('reviews.caption')}
          columns={columns}
          query={reviews}
          loadWhat={t('reviews.loadWhat')}
          rowKey={(review) => review._id}
          skeletonRows={3}
          empty={t('reviews.empty')}
          pager={{ label: t('reviews.pager'), page, pageCount, onPageChange: setPage }}
        />
      </div>
    </SectionCard>
  );
}
