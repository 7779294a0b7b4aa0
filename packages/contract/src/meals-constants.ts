// Zod-free, so the browser can import them without bundling zod.
export const MEAL_CATEGORIES = ['Breakfast', 'Lunch', 'Dinner'] as const;
export type MealCategory = (typeof MEAL_CATEGORIES)[number];

export const MEAL_STATUSES = ['ongoing', 'upcoming'] as const;
export type MealStatus = (typeof MEAL_STATUSES)[number];

export const MEALS_PAGE_SIZE = 6;
export const MEAL_SORT_FIELDS = ['date', 'price', 'category'] as const;
export type MealSortField = (typeof MEAL_SORT_FIELDS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
