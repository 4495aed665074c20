import { Route, Switch } from 'wouter';
import { StaffLayout } from '@/components/layout/staff-layout';
import { paths } from '@/config/paths';
import { StaffDashboardPage } from '@/features/analytics/staff-dashboard-page';
import { AuthenticationRequired } from '@/features/auth/authentication-required';
import { StaffGuard } from '@/features/auth/staff-guard';
import { StaffContentPage } from '@/features/content/staff-content-page';
import { StaffNotFoundPage } from '@/features/errors/staff-not-found-page';
import { MenuManagementPage } from '@/features/menu/menu-management-page';
import { StaffMenuPage } from '@/features/menu/staff-menu-page';
import { StaffOrdersPage } from '@/features/orders/staff-orders-page';
import { StaffReservationsPage } from '@/features/reservations/staff/staff-reservations-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The standalone menu management: the same guard, but a visitor is asked to sign in in place. */
function StandaloneMenuManagement() {
  useDocumentTitle('Menu Management');
  return (
    <StaffGuard signedOut={<AuthenticationRequired reason="Please sign in to manage the menu." />}>
      <MenuManagementPage />
    </StaffGuard>
  );
}

/** Everything under /staff, loaded as its own chunk so the public site stays light. */
export default function StaffApp() {
  return (
    <Switch>
      <Route path={paths.staff.menuManagement}>
        <StandaloneMenuManagement />
      </Route>
      <Route>
        <StaffGuard>
          <StaffLayout>
            <Switch>
              <Route path={paths.staff.dashboard}>
                <StaffDashboardPage />
              </Route>
              <Route path={paths.staff.reservations}>
                <StaffReservationsPage />
              </Route>
              <Route path={paths.staff.menu}>
                <StaffMenuPage />
              </Route>
              <Route path={paths.staff.content}>
                <StaffContentPage />
              </Route>
              <Route path={paths.staff.orders}>
                <StaffOrdersPage />
              </Route>
              <Route>
                <StaffNotFoundPage />
              </Route>
            </Switch>
          </StaffLayout>
        </StaffGuard>
      </Route>
    </Switch>
  );
}
