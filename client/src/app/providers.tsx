import { useEffect, useState, type ReactNode } from 'react';
import { ensureSessionId } from '@/lib/analytics';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { Island } from '@/islands/island';
import { createQueryClient } from '@/lib/query-client';

/**
 * The app's providers. `queryClient` is given when the page was rendered on the server (already
 * holding that page's data) and on the server itself; otherwise a fresh one is made.
 */
export function AppProviders({
  children,
  queryClient: given,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  useEffect(() => {
    ensureSessionId();
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* Toasts are raised by the other islands: it wakes with the first of them. */}
      <Island name="toaster" component={LazyToaster} props={{}} wake="with-first" />
    </QueryClientProvider>
  );
}
