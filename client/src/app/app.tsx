import { StrictMode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { PageViewTracker } from '@/lib/page-meta/use-page-view-tracking';
import { AppProviders } from './providers';
import { AppRouter } from './router';

/** The whole app; the browser and the server entry render the same tree. */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <StrictMode>
      <AppProviders {...(queryClient ? { queryClient } : {})}>
        <PageViewTracker />
        <AppRouter />
      </AppProviders>
    </StrictMode>
  );
}
