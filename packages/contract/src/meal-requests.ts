import { z } from 'zod';

export const REQUEST_STATUSES = ['pending', 'Served'] as const;
export const ALREADY_REQUESTED_MESSAGE = 'You have already requested this meal.';

/**
 * `POST /api/request-meal`. The spec's client also sends userName, userEmail, mealTitle, mealLikes,
 * mealPrice and status; the server takes them from the session and the meal, so they are ignored.
 */
export const createMealRequestSchema = z.object({
  mealId: z.uuid({ error: 'Invalid meal id' }),
  userName: z.unknown().optional(),
  userEmail: z.unknown().optional(),
  mealTitle: z.unknown().optional(),
  mealLikes: z.unknown().optional(),
  mealPrice: z.unknown().optional(),
  status: z.unknown().optional(),
});

export const mealRequestSchema = z.object({
  _id: z.string(),
  mealId: z.string(),
  mealTitle: z.string(),
  mealLikes: z.number().int(),
  mealPrice: z.number(),
  userName: z.string(),
  userEmail: z.string(),
  status: z.enum(REQUEST_STATUSES),
  requestedAt: z.string(),
});
export type MealRequest = z.infer<typeof mealRequestSchema>;

export const createdSchema = z.object({ success: z.literal(true), insertedId: z.string() });

export const requestIdParamsSchema = z.object({ id: z.uuid({ error: 'Invalid request id' }) });
export const serveRequestSchema = z.object({ status: z.literal('Served', { error: 'status must be Served' }) });

export const cancelRequestSchema = z.object({ email: z.string().trim().toLowerCase().optional() }).nullish();
