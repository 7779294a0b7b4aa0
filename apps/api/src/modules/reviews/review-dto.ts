import type { Review, ReviewWithEmail } from '@hostel/contract/reviews';
import type { ReviewRow } from './reviews.queries.ts';

/** A review as anyone may read it: no email (see reviewSchema); no name or photo for a former student. */
export function toReview(row: ReviewRow): Review {
  return {
    _id: row.id,
    mealId: row.mealId,
    title: row.mealTitle,
    likes: row.mealLikes,
    reviews: row.mealReviews,
    displayName: row.authorName,
    image: row.authorImage,
    text: row.text,
    stars: row.stars,
    date: row.createdAt.toISOString(),
  };
}

/** For the review's author and for admins only. */
export const toReviewWithEmail = (row: ReviewRow): ReviewWithEmail => ({ ...toReview(row), email: row.authorEmail });
