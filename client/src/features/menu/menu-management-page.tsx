import { Link } from 'wouter';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { MenuManager } from './components/menu-manager';

/** The standalone variant of menu management, outside the staff layout (behind the staff guard). */
export function MenuManagementPage() {
  const { data: user } = useUser();
  return (
    <div className="min-h-screen">
      <header className="border-b border-border bg-surface">
        {/* A phone gets two rows (the title with the theme, then who is signed in with the way
            back); wider screens one. The reading and tab order stays the same in both. */}
        <div className="mx-auto grid max-w-6xl grid-cols-[1fr_auto] items-center gap-x-4 gap-y-2 px-4 py-3 sm:flex sm:min-h-16">
          <p className="font-serif text-lg font-semibold whitespace-nowrap sm:mr-auto">
            Staff Portal
          </p>
          <span className="row-start-2 min-w-0 text-sm break-words text-muted-foreground">
            Logged in as {user?.username}
          </span>
          <ThemeToggle className="col-start-2 row-start-1 justify-self-end" />
          <Link
            href={paths.staff.dashboard}
            className={buttonVariants({
              variant: 'outline',
              size: 'sm',
              className: 'col-start-2 row-start-2',
            })}
          >
            Back to Dashboard
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-8">
        <h1 className="mb-6 text-3xl font-semibold">Menu Management</h1>
        <MenuManager />
      </main>
    </div>
  );
}
