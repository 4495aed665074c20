import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useLogout } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { MenuToggleButton } from './menu-toggle-button';
import { RouteErrorBoundary } from './route-error-boundary';
import { ThemeToggle } from './theme-toggle';

const STAFF_LINKS = [
  { href: paths.staff.dashboard, label: 'Dashboard' },
  { href: paths.staff.reservations, label: 'Reservations' },
  { href: paths.staff.menu, label: 'Menu' },
  { href: paths.staff.content, label: 'Content' },
  { href: paths.staff.orders, label: 'Orders' },
] as const;

/** The portal's frame. */
export function StaffLayout({ children }: { children: ReactNode }) {
  const [location, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const logout = useLogout();

  const signOut = () => {
    setOpen(false);
    logout.mutate(undefined, { onSuccess: () => navigate(paths.login) });
  };

  const links = (onNavigate?: () => void) =>
    STAFF_LINKS.map(({ href, label }) => (
      <Link
        key={href}
        href={href}
        onClick={onNavigate}
        aria-current={location === href ? 'page' : undefined}
        className={cn(
          'rounded-md px-3 py-2 text-sm font-medium hover:bg-muted',
          location === href ? 'bg-muted text-accent' : 'text-foreground',
        )}
      >
        {label}
      </Link>
    ));

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#staff-main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded focus:bg-surface focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b border-border bg-surface print:hidden">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
          <div className="flex items-center gap-6">
            <Link href={paths.staff.dashboard} className="font-serif text-lg font-semibold">
              Staff Portal
            </Link>
            <nav aria-label="Staff" className="hidden gap-1 lg:flex">
              {links()}
            </nav>
          </div>
          <div className="hidden items-center gap-3 lg:flex">
            <Link
              href="/"
              className="text-sm text-muted-foreground underline-offset-4 hover:underline"
            >
              View site
            </Link>
            <span className="text-sm text-muted-foreground">Logged in as admin</span>
            <ThemeToggle />
            <Button variant="outline" size="sm" onClick={signOut}>
              Logout
            </Button>
          </div>
          <MenuToggleButton
            open={open}
            onToggle={() => setOpen((v) => !v)}
            controls="staff-mobile-menu"
            label="staff menu"
            className="lg:hidden"
          />
        </div>
        {open && (
          <nav
            id="staff-mobile-menu"
            aria-label="Staff"
            className="flex flex-col gap-1 border-t border-border px-4 py-3 lg:hidden"
          >
            {links(() => setOpen(false))}
            <span className="px-3 pt-2 text-sm text-muted-foreground">Logged in as admin</span>
            <div className="flex items-center gap-3 px-3 pt-2">
              <ThemeToggle />
              <Button variant="outline" size="sm" onClick={signOut}>
                Logout
              </Button>
            </div>
          </nav>
        )}
      </header>
      <main id="staff-main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8">
        <RouteErrorBoundary area="staff portal" resetKey={location}>
          {children}
        </RouteErrorBoundary>
      </main>
    </div>
  );
}
