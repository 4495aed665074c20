import type { ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { StaffLayout } from '@/components/layout/staff-layout';
import { paths } from '@/config/paths';
import { StaffAuditPage } from '@/features/accounts/staff-audit-page';
import { StaffUsersPage } from '@/features/accounts/staff-users-page';
import { StaffDashboardPage } from '@/features/analytics/staff-dashboard-page';
import { AdminOnly } from '@/features/auth/admin-only';
import { AuthenticationRequired } from '@/features/auth/authentication-required';
import { ChangePasswordDialog } from '@/features/auth/components/change-password-dialog';
import { StaffGuard } from '@/features/auth/staff-guard';
import { StaffContentPage } from '@/features/content/staff-content-page';
import { StaffNotFoundPage } from '@/features/errors/staff-not-found-page';
import { MenuManagementPage } from '@/features/menu/menu-management-page';
import { StaffMenuPage } from '@/features/menu/staff-menu-page';
import { StaffOrdersPage } from '@/features/orders/staff-orders-page';
import { MessageAlerts } from '@/features/messages/components/message-alerts';
import { StaffMessagesPage } from '@/features/messages/staff-messages-page';
import { StaffQuotesPage } from '@/features/quotes/staff-quotes-page';
import { StaffReservationsPage } from './staff-reservations-page';
import { StaffSeatingsPage } from '@/features/seatings/staff-seatings-page';
import { StaffSpecialNightsPage } from '@/features/seatings/staff-special-nights-page';
import { useUser } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/page-meta/use-document-title';

/** The standalone menu management: the same guard, but a visitor is asked to sign in in place. */
function StandaloneMenuManagement() {
  useDocumentTitle('Menu Management');
  return (
    <StaffGuard signedOut={<AuthenticationRequired reason="Please sign in to manage the menu." />}>
      <AdminOnly standalone>
        <MenuManagementPage />
      </AdminOnly>
    </StaffGuard>
  );
}

/** The portal's frame with the signed-in user's own actions (behind the guard, so signed in). */
function StaffFrame({ children }: { children: ReactNode }) {
  const { data: user } = useUser();
  return (
    <StaffLayout accountActions={user && <ChangePasswordDialog username={user.username} />}>
      {children}
    </StaffLayout>
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
          <StaffFrame>
            <Switch>
              <Route path={paths.staff.dashboard}>
                <StaffDashboardPage notices={<MessageAlerts />} />
              </Route>
              <Route path={paths.staff.reservations}>
                <StaffReservationsPage />
              </Route>
              <Route path={paths.staff.seatings}>
                <AdminOnly>
                  <StaffSeatingsPage />
                </AdminOnly>
              </Route>
              <Route path={paths.staff.specialNights}>
                <AdminOnly>
                  <StaffSpecialNightsPage />
                </AdminOnly>
              </Route>
              <Route path={paths.staff.menu}>
                <AdminOnly>
                  <StaffMenuPage />
                </AdminOnly>
              </Route>
              <Route path={paths.staff.content}>
                <AdminOnly>
                  <StaffContentPage />
                </AdminOnly>
              </Route>
              <Route path={paths.staff.orders}>
                <StaffOrdersPage />
              </Route>
              <Route path={paths.staff.quotes}>
                <StaffQuotesPage />
              </Route>
              <Route path={paths.staff.messages}>
                <StaffMessagesPage />
              </Route>
              <Route path={paths.staff.users}>
                <AdminOnly>
                  <StaffUsersPage />
                </AdminOnly>
              </Route>
              <Route path={paths.staff.audit}>
                <AdminOnly>
                  <StaffAuditPage />
                </AdminOnly>
              </Route>
              <Route>
                <StaffNotFoundPage />
              </Route>
            </Switch>
          </StaffFrame>
        </StaffGuard>
      </Route>
    </Switch>
  );
}
