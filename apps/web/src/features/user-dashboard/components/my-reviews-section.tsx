import type { Review } from '@hostel/contract/reviews';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { confirmAction, DELETE_CONFIRM } from '../../../components/ui/confirm.ts';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { promptText } from '../../../components/ui/prompt.ts';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useLoadFailureNotice, usePageCount } from '../../../hooks/use-table-page.ts';
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
  const [page, setPage] = useState(1);
  const reviews = useUserReviews(email, page);
  const pageCount = usePageCount(reviews.data?.total, USER_PAGE_SIZE, page, setPage);
  useLoadFailureNotice(reviews.error, { log: 'Could not load your reviews', toastMessage: 'Failed to fetch reviews.' });

  const updateReview = useUpdateReview();
  const deleteReview = useDeleteOwnReview();
  const [busyId, setBusyId] = useState<string | null>(null);

  const onEdit = async (review: Review) => {
    const text = await promptText({
      title: 'Edit your review',
      inputLabel: `Your review of ${review.title}`,
      value: review.text,
      maxLength: REVIEW_MAX_LENGTH,
      confirmButtonText: 'Save',
      cancelButtonText: 'Cancel',
      requiredMessage: 'A review cannot be empty.',
    });
    if (text === null || text === review.text) return;
    setBusyId(review._id);
    updateReview.mutate(
      { id: review._id, text },
      {
        onSuccess: () => toast.success('Review updated!'),
        onError: (error) => {
          console.error('Updating the review failed', error);
          toast.error('Something went wrong.');
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
        onSuccess: () => toast.success('Review deleted.'),
        onError: (error) => {
          console.error('Deleting the review failed', error);
          toast.error('Delete failed.');
        },
        onSettled: () => setBusyId(null),
      },
    );
  };

  const columns: ReadonlyArray<DataTableColumn<Review>> = [
    { header: 'Title', rowHeader: true, cell: (review) => review.title || 'Untitled meal' },
    { header: 'Likes', align: 'end', cell: (review) => review.likes ?? 0, className: 'tabular-nums' },
    {
      header: 'Review',
      wide: true,
      className: 'sm:max-w-sm',
      cell: (review) => <p className="line-clamp-3 text-left whitespace-pre-line text-stone-700">{review.text}</p>,
    },
    {
      header: 'Actions',
      hideLabelOnPhone: true,
      align: 'end',
      cell: (review) => {
        const busy = busyId === review._id;
        return (
          <div className="flex flex-wrap justify-end gap-2 sm:flex-nowrap">
            <RowActionButton disabled={busy} onClick={() => void onEdit(review)}>
              Edit<span className="sr-only">{` review of ${review.title}`}</span>
            </RowActionButton>
            <RowActionButton destructive disabled={busy} onClick={() => void onDelete(review)}>
              {busy ? <Spinner className="size-4" /> : null}
              Delete<span className="sr-only">{` review of ${review.title}`}</span>
            </RowActionButton>
            <Link to={paths.mealDetails(review.mealId)} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              View<span className="sr-only">{` ${review.title}`}</span>
            </Link>
          </div>
        );
      },
    },
  ];

  return (
    <SectionCard id="my-reviews" title="My Reviews" description="What you said about the meals you ate.">
      <div className="flex flex-col gap-4">
        <DataTable
          caption="Your reviews, newest first"
          columns={columns}
          rows={reviews.data?.items}
          rowKey={(review) => review._id}
          loading={reviews.isPending}
          refreshing={reviews.isPlaceholderData}
          skeletonRows={3}
          error={
            reviews.isError && !reviews.data ? (
              <LoadError what="your reviews" onRetry={() => void reviews.refetch()} />
            ) : undefined
          }
          empty="No reviews found."
        />
        <Pager label="Reviews" page={page} pageCount={pageCount} onPageChange={setPage} />
      </div>
    </SectionCard>
  );
}
