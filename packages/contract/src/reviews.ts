import { z } from 'zod';
import { cursorSchema, limitSchema } from './paging.ts';

export const REVIEW_MAX_LENGTH = 1000;
export const MEAL_REVIEWS_PAGE_SIZE = 10;

const reviewText = z
  .string({ error: 'Review text is required' })
  .trim()
  .min(1, 'Review text is required')
  .max(REVIEW_MAX_LENGTH, `Reviews are at most ${REVIEW_MAX_LENGTH} characters`);
const stars = z
  .number()
  .int('stars must be a whole number')
  .min(1, 'stars must be 1 to 5')
  .max(5, 'stars must be 1 to 5');

/**
 * `POST /api/reviews`. The spec's client also sends displayName, title, likes, reviews, email and
 * image; the server takes reviewer and meal facts from the session and the meal, so they are ignored.
 */
export const createReviewSchema = z.object({
  mealId: z.uuid({ error: 'Invalid meal id' }),
  text: reviewText,
  stars: stars.nullable().optional(),
  displayName: z.unknown().optional(),
  title: z.unknown().optional(),
  likes: z.unknown().optional(),
  reviews: z.unknown().optional(),
  email: z.unknown().optional(),
  image: z.unknown().optional(),
});
export type CreateReviewInput = z.input<typeof createReviewSchema>;

export const updateReviewSchema = z.object({ text: reviewText, stars: stars.nullable().optional() });

/** The spec's user sends its email with a delete; when present it must be the caller's. */
export const deleteReviewSchema = z.object({ email: z.string().trim().toLowerCase().optional() }).nullish();

export const reviewIdParamsSchema = z.object({ id: z.uuid({ error: 'Invalid review id' }) });

export const listMealReviewsQuerySchema = z.object({
  limit: limitSchema(MEAL_REVIEWS_PAGE_SIZE),
  cursor: cursorSchema,
});

/**
 * A review as anyone may read it, with the spec's field names: title, likes and reviews describe its
 * meal. No email: the spec's reviewer `email` is personal, so public answers leave it out (the
 * serializer drops keys a schema does not name), and a viewer learns which reviews are theirs from
 * `GET /api/meals/{id}/my-status`.
 */
export const reviewSchema = z.object({
  _id: z.string(),
  mealId: z.string(),
  title: z.string(),
  likes: z.number().int(),
  reviews: z.number().int(),
  /** Null for a former student: the author deleted their account, and the review stays without them. */
  displayName: z.string().nullable(),
  /** The author's photo; null without one, and always for a former student. */
  image: z.string().nullable(),
  text: z.string(),
  stars: z.number().int().nullable(),
  date: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/**
 * A review with its author's email: only for its author (their own list, post, edit) and admins.
 * Null for a former student's review (admins' All Reviews lists those too).
 */
export const reviewWithEmailSchema = reviewSchema.extend({ email: z.string().nullable() });
export type ReviewWithEmail = z.infer<typeof reviewWithEmailSchema>;
