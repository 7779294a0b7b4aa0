import { QUERY_ROOTS } from '../../../lib/query-roots.ts';

/**
 * Query keys of the plan in force. Every call of this feature sits under `myPlanKeys.all`, so a
 * room-mate change, an accepted invitation or a payment refreshes the plan and its quotes together.
 */
export const myPlanKeys = {
  all: QUERY_ROOTS.myPlan,
  plan: [...QUERY_ROOTS.myPlan, 'plan'] as const,
  quote: (plan: string) => [...QUERY_ROOTS.myPlan, 'quote', plan] as const,
};
