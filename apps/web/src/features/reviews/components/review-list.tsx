import type { Review } from '@hostel/contract/reviews';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { DateTime } from '../../../components/ui/date-time.tsx';
import { StarRating } from '../../../components/ui/star-rating.tsx';

function ReviewItem({ review, mine }: { review: Review; mine: boolean }) {
  const { t } = useTranslation('meals');
  const displayName = review.displayName?.trim();
  // null: the author deleted their account; the review stays, as a former student's.
  const name = review.displayName === null ? t('reviews.formerStudent') : displayName || t('reviews.anonymous');
  return (
    <article
      data-testid="review"
      data-mine={mine || undefined}
      className="flex gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200/80 sm:gap-4 sm:p-5"
    >
      <Avatar name={name} src={review.image} />
      <div className="min-w-0 flex-1">
        <header className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <div className="min-w-0">
            <div className="flex min-w-0 items-center gap-2">
              <h3 className="truncate font-bold text-stone-900" translate={displayName ? 'no' : undefined}>
                {name}
              </h3>
              {mine ? (
                <span className="shrink-0 rounded-full bg-orange-100 px-2 py-0.5 text-xs font-semibold text-orange-900">
                  {t('details.you')}
                </span>
              ) : null}
            </div>
            <p className="text-xs text-stone-500">
              <DateTime value={review.date} />
            </p>
          </div>
          {review.stars ? <StarRating value={review.stars} size="sm" /> : null}
        </header>
        <p
          className="mt-2 text-sm leading-relaxed break-words whitespace-pre-line text-stone-700 sm:text-base"
          translate="no"
        >
          {review.text}
        </p>
      </div>
    </article>
  );
}

/**
 * A meal's reviews: avatar (or initials), name, date, stars when given, text. The viewer's own are
 * marked; which they are comes from the viewer's status (`mine`), since the list itself is the same
 * for everyone and names no one's email.
 */
export function ReviewList({ reviews, mine }: { reviews: readonly Review[]; mine?: ReadonlySet<string> }) {
  const { t } = useTranslation('meals');
  return (
    <ul className="flex flex-col gap-3" aria-label={t('reviews.label')}>
      {reviews.map((review) => (
        <li key={review._id}>
          <ReviewItem review={review} mine={mine?.has(review._id) ?? false} />
        </li>
      ))}
    </ul>
  );
}
