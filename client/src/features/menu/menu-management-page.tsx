import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';

/** The standalone variant of menu management, outside the staff layout (behind the staff guard). */
export function MenuManagementPage() {
  const { data: user } = useUser();
  return (
    <div className="min-h-screen">
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex min-h-16 max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
          <p className="font-serif text-lg font-semibold whitespace-nowrap">Staff Portal</p>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <span className="text-sm text-muted-foreground">Logged in as {user?.username}</span>
            <Link
              href={paths.staff.dashboard}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              Back to Dashboard
            </Link>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-8">
        <h1 className="text-3xl font-semibold">Menu Management</h1>
        <p className="mt-2 text-muted-foreground">
          Menu items can be managed here once the menu tools arrive.
        </p>
      </main>
    </div>
  );
}
