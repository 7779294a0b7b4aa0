import type { QueryClient } from '@tanstack/react-query';

/**
 * The server's page size for admin tables (`ADMIN_PAGE_SIZE` and `USERS_PAGE_SIZE` in the contract,
 * which live in modules that import zod, so they are repeated here rather than bundled).
 */
export const ADMIN_PAGE_SIZE = 10;

/**
 * Root keys shared across features: each feature owns the lists under its root, and the admin tables
 * sit under the same roots, so a change made anywhere (a like, a review, a request) refreshes them,
 * and an admin change refreshes every public list. Features do not import each other, so the roots
 * are written here as the other features spell them.
 */
export const queryRoots = {
  meals: ['meals'],
  upcomingMeals: ['upcoming-meals'],
  reviews: ['reviews'],
  mealRequests: ['meal-requests'],
  users: ['users'],
  /** The signed-in user's backend record (`sessionKeys.record` in lib/auth.ts): holds `mealsAdded`. */
  sessionRecords: ['session', 'record'],
} as const;

export const adminKeys = {
  users: (offset: number) => [...queryRoots.users, 'admin', 'recent', offset] as const,
  userSearch: (email: string, offset: number) => [...queryRoots.users, 'admin', 'search', email, offset] as const,
  meals: (offset: number) => [...queryRoots.meals, 'admin', 'list', offset] as const,
  meal: (id: string) => [...queryRoots.meals, 'admin', 'edit', id] as const,
  reviews: (offset: number) => [...queryRoots.reviews, 'admin', offset] as const,
  mealRequests: (offset: number) => [...queryRoots.mealRequests, 'admin', offset] as const,
  upcomingMeals: (offset: number) => [...queryRoots.upcomingMeals, 'admin', offset] as const,
};

type Root = keyof typeof queryRoots;

/** Marks every query under these roots stale (active ones refetch at once). */
export const invalidateRoots = (queryClient: QueryClient, roots: readonly Root[]) =>
  Promise.all(roots.map((root) => queryClient.invalidateQueries({ queryKey: queryRoots[root] })));

/**
 * What a change to a meal can touch: the meal lists and pages, the upcoming lists, reviews and
 * requests (they show the meal's title, likes and price) and the admin's own "Meals added" count.
 */
export const MEAL_CHANGE_ROOTS: readonly Root[] = [
  'meals',
  'upcomingMeals',
  'reviews',
  'mealRequests',
  'sessionRecords',
];
