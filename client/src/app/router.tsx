import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { STAFF_AREA } from '@shared/routes';
import { PublicLayout } from '@/components/layout/public-layout';
import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { Spinner } from '@/components/ui/spinner';
import { NotFoundPage } from '@/features/errors/not-found-page';
import { PageReady } from './page-ready';
import { PUBLIC_PAGES } from './public-pages';

// The staff portal loads only when visited.
const StaffApp = lazy(() => import('./staff-app'));

/**
 * A public page whose code loads when visited: a spinner until it comes, and the ready mark only
 * once the page itself is there (it commits with the page, inside the same boundary).
 */
function LazyPage({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<Spinner label="Loading" className="min-h-[60vh]" />}>
      {children}
      <PageReady />
    </Suspense>
  );
}

/** Every path of the staff area, unknown ones included: the portal shows its own 404. */
export function AppRouter() {
  return (
    <Switch>
      <Route path={STAFF_AREA}>
        <RouteErrorBoundary area="staff portal">
          <Suspense
            fallback={<Spinner label="Loading the staff portal" className="min-h-screen" />}
          >
            <StaffApp />
            <PageReady />
          </Suspense>
        </RouteErrorBoundary>
      </Route>
      <Route>
        <PublicLayout>
          <Switch>
            {PUBLIC_PAGES.map(({ path, render, lazy: isLazy }) => (
              <Route key={path} path={path}>
                {(params: Record<string, string>) =>
                  isLazy ? (
                    <LazyPage>{render(params)}</LazyPage>
                  ) : (
                    <>
                      {render(params)}
                      <PageReady />
                    </>
                  )
                }
              </Route>
            ))}
            <Route>
              <NotFoundPage />
              <PageReady />
            </Route>
          </Switch>
        </PublicLayout>
      </Route>
    </Switch>
  );
}
