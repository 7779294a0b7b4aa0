import type { QueryClient } from '@tanstack/react-query';
import { getSessionQueryOptions, sessionKeys } from '../../../lib/auth.ts';

/**
 * Reads the session afresh after it changed (sign-in, sign-up), so a guard on the next page sees
 * the new user instead of the cached "signed out".
 */
export async function refreshSession(queryClient: QueryClient) {
  queryClient.removeQueries({ queryKey: sessionKeys.session, exact: false });
  return queryClient.fetchQuery(getSessionQueryOptions());
}
