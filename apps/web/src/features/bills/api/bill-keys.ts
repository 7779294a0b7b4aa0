import { QUERY_ROOTS } from '../../../lib/query-roots.ts';
import type { Month } from '../bill-month.ts';

/**
 * Query keys of the bills feature. Every bill sits under `billKeys.all` (the menu spells the same
 * root), so turning a meal on or off refreshes the bill wherever it is shown. Receipts have their own
 * root: a payment's receipt does not change with the meals.
 */
export const billKeys = {
  all: QUERY_ROOTS.bills,
  mine: (month: Month) => ['bills', 'me', month] as const,
  receipt: (id: string) => ['receipts', id] as const,
};
