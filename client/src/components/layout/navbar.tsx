import { Link } from 'wouter';
import { BRAND_NAME } from '@shared/constants';
import { publicNavLinks } from '@/config/paths';
import { Island } from '@/islands/island';
import { NavLink } from './nav-link';
import { PHONE_MENU_ID, PhoneMenuToggle } from './phone-menu-toggle';
import { StaffSessionLinks } from './staff-session-links';
import { ThemeToggle } from './theme-toggle';

// The links are plain HTML; only the theme control, the phone menu's toggle and (for staff) the
// session links are islands, each loaded when used (the session links when in view, and only for
// someone who may be signed in).

function SessionLinks() {
  return (
    <Island
      name="staff-session"
      component={StaffSessionLinks}
      props={{}}
      signedInOnly
      wake="view"
    />
  );
}

/** Fixed top bar; collapses into a toggled menu on small screens. */
export function Navbar() {
  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-border bg-background/95 backdrop-blur">
      {/* One landmark for both layouts, so the phone menu's links are inside the navigation too. */}
      <nav aria-label="Main">
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
            <SessionLinks />
            <Island name="theme-control" component={ThemeToggle} props={{ className: 'ml-2' }} />
          </div>
          <Island name="phone-menu" component={PhoneMenuToggle} props={{}} />
        </div>
        {/* Shown by the toggle (data-open) or, before it has loaded, as the anchor's :target. */}
        <div
          id={PHONE_MENU_ID}
          className="hidden max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-border bg-background px-4 pb-4"
        >
          <div className="flex flex-col gap-1 pt-2">
            {publicNavLinks.map((l) => (
              <NavLink key={l.href} {...l} />
            ))}
            <div className="flex items-center gap-2 pt-1">
              <SessionLinks />
            </div>
            <Island
              name="theme-control"
              component={ThemeToggle}
              props={{ className: 'mt-2 self-start' }}
            />
          </div>
        </div>
      </nav>
    </header>
  );
}
