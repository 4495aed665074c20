import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { STAFF_AREA } from '@shared/routes';
import { PublicLayout } from '@/components/layout/public-layout';
import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ContactPage } from '@/features/contact/contact-page';
import { NotFoundPage } from '@/features/errors/not-found-page';
import { HomePage } from '@/features/home/home-page';
import { PageReady } from './page-ready';

// The portal and the sign-in form (with its form libraries) load only when visited.
const StaffApp = lazy(() => import('./staff-app'));
const LoginPage = lazy(() => import('@/features/auth/login-page'));
const BookPage = lazy(() => import('@/features/reservations/book-page'));
// The corporate page (menu, cart, checkout) is the largest public page: the others skip its code.
const CorporatePage = lazy(() =>
  import('@/features/corporate/corporate-page').then((m) => ({ default: m.CorporatePage })),
);
const ManageBookingPage = lazy(() => import('@/features/reservations/manage-booking-page'));

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
            <Route path={paths.home}>
              <HomePage />
              <PageReady />
            </Route>
            <Route path={paths.book}>
              <LazyPage>
                <BookPage />
              </LazyPage>
            </Route>
            <Route path={paths.manageBooking}>
              {(params) => (
                <LazyPage>
                  <ManageBookingPage token={params.token} />
                </LazyPage>
              )}
            </Route>
            <Route path={paths.corporate}>
              <LazyPage>
                <CorporatePage />
              </LazyPage>
            </Route>
            <Route path={paths.contact}>
              <ContactPage />
              <PageReady />
            </Route>
            <Route path={paths.login}>
              <LazyPage>
                <LoginPage />
              </LazyPage>
            </Route>
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
