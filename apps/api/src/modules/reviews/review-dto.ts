import type { Review } from '@hostel/contract/reviews';
import type { ReviewRow } from './reviews.queries.ts';

export function toReview(row: ReviewRow): Review {
  return {
    _id: row.id,
    mealId: row.mealId,
    title: row.mealTitle,
    likes: row.mealLikes,
    reviews: row.mealReviews,
    displayName: row.authorName,
    email: row.authorEmail,
    image: row.authorImage,
    text: row.text,
    stars: row.stars,
    date: row.createdAt.toISOString(),
  };
}
