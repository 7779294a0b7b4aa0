import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { isApiError } from '../lib/api-client.ts';
import { ToastArea } from '../lib/toast.tsx';

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

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* react-hot-toast defaults match the spec: success 2 s, error 4 s, at most 20 toasts. */}
      <ToastArea />
    </QueryClientProvider>
  );
}
