/** Query keys of the upcoming-meals feature. */
export const upcomingMealKeys = {
  all: ['upcoming-meals'] as const,
  list: () => [...upcomingMealKeys.all, 'list'] as const,
};

/** Upcoming meals load 12 at a time (the server's `UPCOMING_PAGE_SIZE`). */
export const UPCOMING_MEALS_PAGE_SIZE = 12;
