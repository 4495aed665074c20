import { Route, Switch } from 'wouter';
import { StaffLayout } from '@/components/layout/staff-layout';
import { paths } from '@/config/paths';
import { MenuManagementPage } from './menu-management-page';
import { StaffPlaceholder } from './staff-placeholder';

/** Everything under /staff, loaded as its own chunk so the public site stays light. */
export default function StaffApp({
  guard: Guard,
}: {
  guard: (props: { children: React.ReactNode }) => React.ReactNode;
}) {
  return (
    <Switch>
      <Route path={paths.staff.menuManagement}>
        <MenuManagementPage />
      </Route>
      <Route>
        <Guard>
          <StaffLayout>
            <Switch>
              <Route path={paths.staff.dashboard}>
                <StaffPlaceholder
                  title="Dashboard"
                  description="Analytics, the corporate-ordering switch and today's numbers."
                />
              </Route>
              <Route path={paths.staff.reservations}>
                <StaffPlaceholder
                  title="Reservations"
                  description="Bookings and blocked seatings."
                />
              </Route>
              <Route path={paths.staff.menu}>
                <StaffPlaceholder
                  title="Menu Management"
                  description="Menu items of the corporate menu."
                />
              </Route>
              <Route path={paths.staff.content}>
                <StaffPlaceholder
                  title="Content Management"
                  description="Website content, contact details, social links and media."
                />
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
        </Guard>
      </Route>
    </Switch>
  );
}
