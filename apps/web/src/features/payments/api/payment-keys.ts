import { QUERY_ROOTS } from '../../../lib/query-roots.ts';

/**
 * Query keys of the payments feature. Every list of payments sits under `paymentKeys.all` (the user
 * dashboard spells the same root), so a confirmed payment refreshes the history wherever it is shown.
 * A checkout's PaymentIntent lives under its own root: refreshing payment lists must never refetch it.
 */
export const paymentKeys = {
  all: QUERY_ROOTS.payments,
  /** What one checkout visit pays: a plan (`Gold`) or a month's bill (`bill:2026-11`). */
  intent: (what: string, attemptId: string) => ['checkout', 'intent', what, attemptId] as const,
};

/**
 * What a payment changes elsewhere, as the features that show it spell their keys (features do not
 * import each other): the plan in force, and the monthly bill. Not the quotes: the checkout that just
 * paid keeps saying what it bought; the next checkout asks for a fresh quote anyway.
 */
export const paidForRoots = {
  myPlan: [...QUERY_ROOTS.myPlan, 'plan'],
  bills: QUERY_ROOTS.bills,
  // A new plan covers slots the menu showed as extra meals.
  menu: QUERY_ROOTS.menu,
} as const;
