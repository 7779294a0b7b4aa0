/** Query keys of the reviews feature; mutations invalidate `reviewKeys.all` (or a narrower key). */
export const reviewKeys = {
  all: ['reviews'] as const,
  byMeal: (mealId: string) => [...reviewKeys.all, 'meal', mealId] as const,
};

/** Reviews load 10 at a time on a meal's page (the server's `MEAL_REVIEWS_PAGE_SIZE`). */
export const MEAL_REVIEWS_PAGE_SIZE = 10;
