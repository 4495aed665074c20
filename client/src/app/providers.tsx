import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { ensureSessionId } from '@/lib/analytics';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';

// Radix Toast loads just after the page, keeping it out of the first download.
const Toaster = lazy(() => import('@/components/ui/toaster'));

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => {
    ensureSessionId();
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
