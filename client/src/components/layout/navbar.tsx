import { useRef, useState, type KeyboardEvent } from 'react';
import { Menu } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { BRAND_NAME } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { paths, publicNavLinks } from '@/config/paths';
import { useLogout, useUser } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { useHydrated } from '@/lib/use-hydrated';
import { MenuToggleButton } from './menu-toggle-button';
import { ThemeToggle } from './theme-toggle';

function NavLink({
  href,
  label,
  onNavigate,
}: {
  href: string;
  label: string;
  onNavigate?: () => void;
}) {
  const [location] = useLocation();
  const current =
    href === '/' ? location === '/' : location === href || location.startsWith(`${href}/`);
  return (
    <Link
      href={href}
      onClick={onNavigate}
      aria-current={current ? 'page' : undefined}
      className={cn(
        'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-accent',
        current ? 'text-accent underline decoration-2 underline-offset-8' : 'text-foreground',
      )}
    >
      {label}
    </Link>
  );
}

/** Fixed top bar; collapses into a toggled menu on small screens. */
export function Navbar() {
  const [open, setOpen] = useState(false);
  const { data: user } = useUser();
  const logout = useLogout();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  // Until the app has hydrated (and without JavaScript) the phone menu is the page's own
  // anchor: the toggle is a link to #mobile-menu, which :target shows.
  const hydrated = useHydrated();

  // Escape closes the phone menu and gives focus back to its toggle (WAI-ARIA disclosure).
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    close();
    toggleRef.current?.focus();
  };

  const sessionLinks = user ? (
    <>
      <NavLink href={paths.staff.dashboard} label="Dashboard" onNavigate={close} />
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          close();
          logout.mutate();
        }}
      >
        Logout
      </Button>
    </>
  ) : (
    <NavLink href={paths.login} label="Staff Login" onNavigate={close} />
  );

  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-border bg-background/95 backdrop-blur">
      {/* One landmark for both layouts, so the phone menu's links are inside the navigation too. */}
      <nav aria-label="Main" onKeyDown={closeOnEscape}>
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
          <Link
            href="/"
            className="font-serif text-xl font-semibold tracking-wide whitespace-nowrap text-foreground"
          >
            {BRAND_NAME}
          </Link>
          <div className="hidden items-center gap-1 md:flex">
            {publicNavLinks.map((l) => (
              <NavLink key={l.href} {...l} />
            ))}
            {sessionLinks}
            <ThemeToggle className="ml-2" />
          </div>
          {hydrated ? (
            <MenuToggleButton
              ref={toggleRef}
              open={open}
              onToggle={() => setOpen((v) => !v)}
              controls="mobile-menu"
              label="menu"
              className="md:hidden"
            />
          ) : (
            <Button asChild variant="ghost" size="icon" className="md:hidden">
              <a href="#mobile-menu" aria-label="Open menu">
                <Menu className="h-5 w-5" aria-hidden="true" />
              </a>
            </Button>
          )}
        </div>
        {(open || !hydrated) && (
          <div
            id="mobile-menu"
            className={cn(
              'max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-border bg-background px-4 pb-4 md:hidden',
              !hydrated && 'hidden target:block',
            )}
          >
            <div className="flex flex-col gap-1 pt-2">
              {publicNavLinks.map((l) => (
                <NavLink key={l.href} {...l} onNavigate={close} />
              ))}
              <div className="flex items-center gap-2 pt-1">{sessionLinks}</div>
              <ThemeToggle className="mt-2 self-start" />
            </div>
          </div>
        )}
      </nav>
    </header>
  );
}
