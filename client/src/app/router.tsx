import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PublicLayout } from '@/components/layout/public-layout';
import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { StaffGuard } from '@/features/auth/staff-guard';
import { ContactPage } from '@/features/contact/contact-page';
import { CorporatePage } from '@/features/corporate/corporate-page';
import { NotFoundPage } from '@/features/errors/not-found-page';
import { HomePage } from '@/features/home/home-page';
import { BookPage } from '@/features/reservations/book-page';

// The portal and the sign-in form (with its form libraries) load only when visited.
const StaffApp = lazy(() => import('@/features/staff/staff-app'));
const LoginPage = lazy(() => import('@/features/auth/login-page'));

const STAFF_PATH = /^\/staff(?:\/.*)?$/;

export function AppRouter() {
  return (
    <Switch>
      <Route path={STAFF_PATH}>
        <RouteErrorBoundary area="staff portal">
          <Suspense
            fallback={<Spinner label="Loading the staff portal" className="min-h-screen" />}
          >
            <StaffApp guard={StaffGuard} />
          </Suspense>
        </RouteErrorBoundary>
      </Route>
      <Route>
        <PublicLayout>
          <Switch>
            <Route path={paths.home} component={HomePage} />
            <Route path={paths.book} component={BookPage} />
            <Route path={paths.corporate} component={CorporatePage} />
            <Route path={paths.contact} component={ContactPage} />
            <Route path={paths.login}>
              <Suspense fallback={<Spinner label="Loading" className="min-h-[60vh]" />}>
                <LoginPage />
              </Suspense>
            </Route>
            <Route component={NotFoundPage} />
          </Switch>
        </PublicLayout>
      </Route>
    </Switch>
  );
}
