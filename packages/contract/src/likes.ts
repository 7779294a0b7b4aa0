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

/** The signed-in viewer's own relation to a meal, so the details page survives a reload. */
export const mealViewerStatusSchema = z.object({
  liked: z.boolean(),
  requested: z.boolean(),
  requestStatus: z.enum(['pending', 'Served']).nullable(),
});
export type MealViewerStatus = z.infer<typeof mealViewerStatusSchema>;
