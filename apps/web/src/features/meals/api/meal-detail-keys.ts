import { mealKeys } from './meal-query-keys.ts';

/**
 * Keys of one meal's page. They sit under `mealKeys.all`, so a mutation that invalidates every
 * meal (an admin edit, say) refreshes open details pages too.
 */
export const mealDetailKeys = {
  detail: (id: string) => [...mealKeys.all, 'detail', id] as const,
  /** The signed-in viewer's own liked/requested state (cleared with the cache on sign-out). */
  viewerStatus: (id: string) => [...mealKeys.all, 'my-status', id] as const,
};

/** Every meals query except one meal's own details and status (those are updated in place). */
export const isOtherMealsQuery = (mealId: string) => (queryKey: readonly unknown[]) =>
  !((queryKey[1] === 'detail' || queryKey[1] === 'my-status') && queryKey[2] === mealId);

export const isViewerStatusKey = (queryKey: readonly unknown[]) => queryKey[1] === 'my-status';
