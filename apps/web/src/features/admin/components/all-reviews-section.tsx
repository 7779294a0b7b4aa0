import type { ReviewWithEmail } from '@hostel/contract/reviews';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
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
import { useDeleteReview } from '../api/delete-review.ts';
import { useAllReviews } from '../api/get-all-reviews.ts';

function ReviewSummary({ review }: { review: ReviewWithEmail }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const text = review.text?.trim();
  const title = review.title?.trim();
  // displayName null: the author deleted their account (no name, no email any more).
  const name =
    review.displayName === null ? (
      <span>{t('reviews.formerStudent')}</span>
    ) : (
      <span translate="no">{review.displayName || review.email}</span>
    );
  return (
    <div className="flex max-w-md flex-col gap-1 text-left max-sm:max-w-none">
      {title ? (
        <span translate="no" className="font-semibold text-stone-900">
          {title}
        </span>
      ) : (
        <span className="font-semibold text-stone-900">{t('reviews.noTitle')}</span>
      )}
      {text ? (
        <q translate="no" className="line-clamp-2 text-sm font-normal text-stone-700">
          {text}
        </q>
      ) : (
        <span className="text-sm font-normal text-stone-500 italic">{t('reviews.noText')}</span>
      )}
      <span className="text-xs font-normal text-stone-500">
        {review.stars ? (
          <Trans
            t={t}
            i18nKey="reviews.byWithStars"
            values={{ stars: format.number(review.stars), max: format.number(5) }}
            components={{ name }}
          />
        ) : (
          <Trans t={t} i18nKey="reviews.by" components={{ name }} />
        )}
      </span>
    </div>
  );
}

/** Section 5: every review, newest first, with a link to its meal and delete. */
export function AllReviewsSection() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const [page, setPage] = useState(1);
  const reviews = useAllReviews(page);
  const pageCount = usePageCount(reviews.data?.total, ADMIN_PAGE_SIZE, page, setPage);
  // The spec only logs this failure; the table also says so, with a retry.
  useLoadFailureNotice(reviews.error, { log: 'Could not load the reviews table' });

  const deleteReview = useDeleteReview();
  const [deletingId, setDeletingId] = useState<string | null>(null);

  const onDelete = async (review: ReviewWithEmail) => {
    if (!(await confirmAction(DELETE_CONFIRM))) return;
    setDeletingId(review._id);
    deleteReview.mutate(review._id, {
      onSuccess: () => toast.success(t('reviews.deleted')),
      onError: (error) => {
        console.error('Deleting the review failed', error);
        toast.error(t('reviews.deleteFailed'));
      },
      onSettled: () => setDeletingId(null),
    });
  };

  const columns: ReadonlyArray<DataTableColumn<ReviewWithEmail>> = [
    { header: t('reviews.columns.meal'), rowHeader: true, cell: (review) => <ReviewSummary review={review} /> },
    {
      header: t('reviews.columns.likes'),
      align: 'end',
      cell: (review) => format.number(review.likes ?? 0),
      className: 'tabular-nums',
    },
    {
      header: t('reviews.columns.reviews'),
      align: 'end',
      cell: (review) => format.number(review.reviews ?? 0),
      className: 'tabular-nums',
    },
    {
      header: t('reviews.columns.actions'),
      hideLabelOnPhone: true,
      cell: (review) => (
        <div className="flex flex-wrap justify-end gap-2 sm:flex-nowrap">
          <Link to={paths.mealDetails(review.mealId)} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            {t('reviews.viewMeal')}
          </Link>
          <DangerButton disabled={deletingId === review._id} onClick={() => void onDelete(review)}>
            {deletingId === review._id ? <Spinner className="size-4" /> : null}
            {t('reviews.delete')}
          </DangerButton>
        </div>
      ),
    },
  ];

  return (
    <SectionCard id="all-reviews" title={t('reviews.title')} description={t('reviews.description')}>
      <div className="flex flex-col gap-4">
        <QueryTable
          caption={t('reviews.caption')}
          columns={columns}
          query={reviews}
          loadWhat={t('reviews.loadWhat')}
          rowKey={(review) => review._id}
          empty={t('reviews.empty')}
          pager={{ label: t('reviews.pager'), page, pageCount, onPageChange: setPage }}
        />
      </div>
    </SectionCard>
  );
}
