/**
 * The kitchen's day (issue 17), without zod so the web app imports it at no bundle cost: the
 * schemas are in mess.ts.
 */

/** The three slots of the kitchen's day, in serving order. */
export const MEAL_SLOTS = ['breakfast', 'lunch', 'dinner'] as const;
export type MealSlot = (typeof MEAL_SLOTS)[number];

/** Every date and cutoff is computed in this zone unless an admin sets another. */
export const DEFAULT_TIME_ZONE = 'Asia/Dhaka';

/** The week ahead every student sees, today included. */
export const MENU_WEEK_DAYS = 7;
/** A menu call spans at most this many dates. */
export const MENU_RANGE_MAX_DAYS = 31;
/** Meals on one slot of one date, at most. */
export const MENU_SLOT_MAX_MEALS = 8;
