import { Route, Switch } from 'wouter';
import { StaffLayout } from '@/components/layout/staff-layout';
import { paths } from '@/config/paths';
import { StaffGuard } from '@/features/auth/staff-guard';
import { StaffContentPage } from '@/features/content/staff-content-page';
import { StaffReservationsPage } from '@/features/reservations/staff/staff-reservations-page';
import { MenuManagementPage } from '@/features/staff/menu-management-page';
import { StaffPlaceholder } from '@/features/staff/staff-placeholder';

/** Everything under /staff, loaded as its own chunk so the public site stays light. */
export default function StaffApp() {
  return (
    <Switch>
      <Route path={paths.staff.menuManagement}>
        <MenuManagementPage />
      </Route>
      <Route>
        <StaffGuard>
          <StaffLayout>
            <Switch>
              <Route path={paths.staff.dashboard}>
                <StaffPlaceholder
                  title="Dashboard"
                  description="Analytics, the corporate-ordering switch and today's numbers."
                />
              </Route>
              <Route path={paths.staff.reservations}>
                <StaffReservationsPage />
              </Route>
              <Route path={paths.staff.menu}>
                <StaffPlaceholder
                  title="Menu Management"
                  description="Menu items of the corporate menu."
                />
              </Route>
              <Route path={paths.staff.content}>
                <StaffContentPage />
              </Route>
              <Route path={paths.staff.orders}>
                <StaffPlaceholder
                  title="Corporate Orders"
                  description="Catering orders to approve, reject and complete."
                />
              </Route>
              <Route>
                <StaffPlaceholder
                  title="404 Page Not Found"
                  description="Did you forget to add the page to the router?"
                />
              </Route>
            </Switch>
          </StaffLayout>
        </StaffGuard>
      </Route>
    </Switch>
  );
}
