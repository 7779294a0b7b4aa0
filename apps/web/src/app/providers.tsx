import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastArea } from '../lib/toast.tsx';
import { queryClient } from './query-client.ts';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* react-hot-toast defaults match the spec: success 2 s, error 4 s, at most 20 toasts. */}
      <ToastArea />
    </QueryClientProvider>
  );
}
