import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import type { SignedInUserDto } from '@shared/contracts/auth';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { roleLabel, useLogout, useUser } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { MenuToggleButton } from './menu-toggle-button';
import { RouteErrorBoundary } from './route-error-boundary';
import { SignOutEverywhereButton } from './sign-out-everywhere-button';
import { staffLinksFor } from './staff-links';
import { ThemeToggle } from './theme-toggle';

/** 'Logged in as {username}' and the role beside it. */
function SignedInAs({ user, className }: { user: SignedInUserDto; className?: string }) {
  return (
    <span className={cn('flex min-w-0 items-center gap-2', className)}>
      <span className="min-w-0 truncate text-sm text-muted-foreground" title={user.username}>
        Logged in as {user.username}
      </span>
      <Badge variant={user.isAdmin ? 'warning' : 'neutral'}>{roleLabel(user)}</Badge>
    </span>
  );
}

/**
 * The portal's frame: the pages the user's role can use, who is signed in, and their own
 * actions (`accountActions`, such as changing their password), on a wide screen and in the
 * phone's menu alike.
 */
export function StaffLayout({
  children,
  accountActions,
}: {
  children: ReactNode;
  accountActions?: ReactNode;
}) {
  const [location, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const { data: user } = useUser();
  const logout = useLogout();

  const signOut = () => {
    setOpen(false);
    logout.mutate(undefined, { onSuccess: () => navigate(paths.login) });
  };

  const links = (onNavigate?: () => void) =>
    staffLinksFor(user).map(({ href, label }) => (
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
          <Link href={paths.staff.dashboard} className="font-serif text-lg font-semibold">
            Staff Portal
          </Link>
          <div className="hidden min-w-0 items-center gap-3 lg:flex">
            <Link
              href="/"
              className="text-sm whitespace-nowrap text-muted-foreground underline-offset-4 hover:underline"
            >
              View site
            </Link>
            {user && <SignedInAs user={user} className="max-w-80" />}
            {accountActions}
            <ThemeToggle />
            <SignOutEverywhereButton />
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
        <nav aria-label="Staff" className="mx-auto hidden max-w-7xl gap-1 px-4 pb-2 lg:flex">
          {links()}
        </nav>
        {open && (
          <nav
            id="staff-mobile-menu"
            aria-label="Staff"
            className="flex flex-col gap-1 border-t border-border px-4 py-3 lg:hidden"
          >
            {links(() => setOpen(false))}
            {user && <SignedInAs user={user} className="px-3 pt-2" />}
            <div className="flex flex-wrap items-center gap-3 px-3 pt-2">
              {accountActions}
              <ThemeToggle />
              <SignOutEverywhereButton onDone={() => setOpen(false)} />
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
