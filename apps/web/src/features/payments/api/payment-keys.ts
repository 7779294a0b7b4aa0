/**
 * Query keys of the payments feature. Every list of payments sits under `paymentKeys.all` (the user
 * dashboard spells the same root), so a confirmed payment refreshes the history wherever it is shown.
 * A checkout's PaymentIntent lives under its own root: refreshing payment lists must never refetch it.
 */
export const paymentKeys = {
  all: ['payments'] as const,
  intent: (planName: string, attemptId: string) => ['checkout', 'intent', planName, attemptId] as const,
};
