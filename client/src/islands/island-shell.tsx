import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Router } from 'wouter';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { IslandCollectorProvider } from './island';

/**
 * Inside an island a link or a redirect loads the next page as a whole: the page around the
 * island is plain HTML that a change of route in the browser could not redraw.
 */
function navigateByLoading(to: string, options?: { replace?: boolean }): void {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
}

function useLocationLoadingPages(): [string, typeof navigateByLoading] {
  const [location] = useBrowserLocation();
  return [location, navigateByLoading];
}

/** Runs `onCommit` once the island's first render is on screen (hydrated). */
function AfterCommit({ onCommit, children }: { onCommit?: () => void; children: ReactNode }) {
  useEffect(() => {
    onCommit?.();
  }, [onCommit]);
  return children;
}

export type IslandShellProps = {
  queryClient: QueryClient;
  /** Given on the server: the page being rendered. */
  ssr?: { path: string; search: string };
  onHydrated?: () => void;
  children: ReactNode;
};

/**
 * What surrounds every island, the same on the server and in the browser (any difference in
 * shape would shift React's ids): the page's data, the router and an error boundary of its own,
 * so a failing island leaves the rest of the page readable.
 */
export function IslandShell({ queryClient, ssr, onHydrated, children }: IslandShellProps) {
  const router = ssr
    ? { ssrPath: ssr.path, ssrSearch: ssr.search }
    : { hook: useLocationLoadingPages };
  return (
    <QueryClientProvider client={queryClient}>
      <Router {...router}>
        <IslandCollectorProvider value={null}>
          <RouteErrorBoundary area="page">
            <AfterCommit {...(onHydrated ? { onCommit: onHydrated } : {})}>{children}</AfterCommit>
          </RouteErrorBoundary>
        </IslandCollectorProvider>
      </Router>
    </QueryClientProvider>
  );
}
