import { z } from 'zod';

export const likeMealSchema = z.object({
  action: z.enum(['like', 'dislike'], { error: 'action must be like or dislike' }),
});
export type LikeMealInput = z.infer<typeof likeMealSchema>;

export const UPGRADE_BADGE_MESSAGE = 'Upgrade your badge to like this upcoming meal!';

/** The like answer: the meal's count after the change; `released` when this like released an upcoming meal. */
export const likeResultSchema = z.object({
  success: z.literal(true),
  liked: z.boolean(),
  likes: z.number().int(),
  released: z.boolean(),
});
export type LikeResult = z.infer<typeof likeResultSchema>;

/** How many of the viewer's own review ids my-status names (a student could post hundreds). */
export const MY_REVIEW_IDS_MAX = 100;

/** The signed-in viewer's own relation to a meal, so the details page survives a reload. */
export const mealViewerStatusSchema = z.object({
  liked: z.boolean(),
  requested: z.boolean(),
  requestStatus: z.enum(['pending', 'Served']).nullable(),
  /** The viewer's own reviews of this meal (newest first, at most MY_REVIEW_IDS_MAX): the page marks them. */
  reviewIds: z.array(z.string()),
});
export type MealViewerStatus = z.infer<typeof mealViewerStatusSchema>;
