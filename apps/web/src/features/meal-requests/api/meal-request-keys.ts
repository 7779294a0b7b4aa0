/** Query keys of the meal-requests feature (the user's and the admin's request lists live under `all`). */
export const mealRequestKeys = {
  all: ['meal-requests'] as const,
};
