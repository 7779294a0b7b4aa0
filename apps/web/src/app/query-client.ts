import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-client.ts';

/** Client errors (4xx) will not fix themselves: only network failures and 5xx are retried, once. */
const shouldRetry = (failureCount: number, error: unknown) => {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
};

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 5 * 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        // Try even when the browser says offline: the service worker may answer from its saved copy.
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The app's one client, at module level so route loaders (router.tsx) can start a page's first
 * request while its code and catalogs are still loading, before anything renders.
 */
export const queryClient = createQueryClient();
