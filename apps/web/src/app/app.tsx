import { Suspense } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers.tsx';
import { router } from './router.tsx';

export function App() {
  return (
    <AppProviders>
      {/* Only a first visit in Bangla waits here, for its shared catalog (one small chunk). */}
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>
  );
}
