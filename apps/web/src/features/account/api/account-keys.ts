/**
 * The account page's own queries. The signed-in identity and record stay under `sessionKeys`
 * (lib/auth.ts): a profile change refreshes those, as the navbar and dashboards read them.
 */
export const accountKeys = {
  all: ['account'] as const,
  status: ['account', 'status'] as const,
  sessions: ['account', 'sessions'] as const,
};
