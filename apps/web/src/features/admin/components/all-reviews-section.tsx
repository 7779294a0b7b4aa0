import type { Review } from '@hostel/contract/reviews';
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
import { useDeleteReview } from '../api/delete-review.ts';
import { useAllReviews } from '../api/get-all-reviews.ts';
import { DangerButton } from './danger-button.tsx';

function ReviewSummary({ review }: { review: Review }) {
  const text = review.text?.trim();
  return (
    <div className="flex max-w-md flex-col gap-1 text-left max-sm:max-w-none">
      <span className="font-semibold text-stone-900">{review.title?.trim() || 'N/A'}</span>
      {text ? (
        <q className="line-clamp-2 text-sm font-normal text-stone-700">{text}</q>
      ) : (
        <span className="text-sm font-normal text-stone-500 italic">No review</span>
      )}
      <span className="text-xs font-normal text-stone-500">
        by {review.displayName || review.email}
        {review.stars ? ` · ${review.stars} of 5 stars` : null}
      </span>
    </div>
  );
}

/** Section 5: every review, newest first, with a link to its meal and delete. */
export function AllReviewsSection() {
  const [page, setPage] = useState(1);
  const reviews = useAllReviews(page);
  const pageCount = usePageCount(reviews.data?.total, ADMIN_PAGE_SIZE, page, setPage);
  // The spec only logs this failure; the table also says so, with a retry.
  useLoadFailureNotice(reviews.error, { log: 'Could not load the reviews table' });

  const deleteReview = useDeleteReview();
  const [deletingId, setDeletingId] = useState<string | null>(null);

  const onDelete = async (review: Review) => {
    if (!(await confirmAction(DELETE_CONFIRM))) return;
    setDeletingId(review._id);
    deleteReview.mutate(review._id, {
      onSuccess: () => toast.success('Review deleted successfully'),
      onError: (error) => {
        console.error('Deleting the review failed', error);
        toast.error('Delete failed.');
      },
      onSettled: () => setDeletingId(null),
    });
  };

  const columns: ReadonlyArray<DataTableColumn<Review>> = [
    { header: 'Meal', rowHeader: true, cell: (review) => <ReviewSummary review={review} /> },
    { header: 'Likes', align: 'end', cell: (review) => review.likes ?? 0, className: 'tabular-nums' },
    { header: 'Reviews', align: 'end', cell: (review) => review.reviews ?? 0, className: 'tabular-nums' },
    {
      header: 'Actions',
      hideLabelOnPhone: true,
      cell: (review) => (
        <div className="flex flex-wrap justify-end gap-2 sm:flex-nowrap">
          <Link to={paths.mealDetails(review.mealId)} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            View Meal
          </Link>
          <DangerButton disabled={deletingId === review._id} onClick={() => void onDelete(review)}>
            {deletingId === review._id ? <Spinner className="size-4" /> : null}
            Delete
          </DangerButton>
        </div>
      ),
    },
  ];

  return (
    <SectionCard
      id="all-reviews"
      title="All Reviews"
      description="What students say, newest first. Likes and Reviews are the meal's counts."
    >
      <div className="flex flex-col gap-4">
        <DataTable
          caption="All reviews, newest first"
          columns={columns}
          rows={reviews.data?.items}
          rowKey={(review) => review._id}
          loading={reviews.isPending}
          refreshing={reviews.isPlaceholderData}
          error={
            reviews.isError && !reviews.data ? (
              <LoadError what="the reviews" onRetry={() => void reviews.refetch()} />
            ) : undefined
          }
          empty="No reviews yet."
        />
        <Pager label="Reviews" page={page} pageCount={pageCount} onPageChange={setPage} />
      </div>
    </SectionCard>
  );
}
