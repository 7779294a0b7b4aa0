import { QUERY_ROOTS } from '../../../lib/query-roots.ts';

/**
 * The user dashboard's tables page 5 at a time (the contract's `USER_DASHBOARD_PAGE_SIZE`, which
 * lives in a module that imports zod, so it is repeated here rather than bundled).
 */
export const USER_PAGE_SIZE = 5;

/**
 * Root keys shared with the features that change these lists (requesting a meal, posting a review,
 * paying): each table sits under the root its writers invalidate, so a change anywhere refreshes it.
 * Features do not import each other, so the roots are written here as the other features spell them.
 */
export const queryRoots = {
  meals: ['meals'],
  upcomingMeals: ['upcoming-meals'],
  mealRequests: ['meal-requests'],
  reviews: ['reviews'],
  payments: QUERY_ROOTS.payments,
} as const;

export const userDashboardKeys = {
  requests: (email: string, offset: number) => [...queryRoots.mealRequests, 'user', email, offset] as const,
  reviews: (email: string, offset: number) => [...queryRoots.reviews, 'user', email, offset] as const,
  payments: (email: string, offset: number) => [...queryRoots.payments, 'user', email, offset] as const,
};
