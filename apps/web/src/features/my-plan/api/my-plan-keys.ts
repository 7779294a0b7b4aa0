/**
 * Query keys of the plan in force. Every call of this feature sits under `myPlanKeys.all`, so a
 * room-mate change, an accepted invitation or a payment refreshes the plan and its quotes together.
 */
export const myPlanKeys = {
  all: ['my-plan'] as const,
  plan: ['my-plan', 'plan'] as const,
  quote: (plan: string) => ['my-plan', 'quote', plan] as const,
};
