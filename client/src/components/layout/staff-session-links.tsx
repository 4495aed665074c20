import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useLogout, useUser } from '@/lib/auth';
import { NavLink } from './nav-link';

/**
 * 'Staff Login', or for someone signed in 'Dashboard' and 'Logout'. On a page the server
 * rendered it is an island the browser loads only when a staff sign-in may exist (the server's
 * hint cookie), so a diner's visit never asks who is signed in.
 */
export function StaffSessionLinks() {
  const { data: user } = useUser();
  const logout = useLogout();
  if (!user) return <NavLink href={paths.login} label="Staff Login" />;
  return (
    <>
      <NavLink href={paths.staff.dashboard} label="Dashboard" />
      <Button variant="outline" size="sm" onClick={() => logout.mutate()}>
        Logout
      </Button>
    </>
  );
}
