import { Link } from 'wouter';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The standalone variant of menu management, outside the staff layout. */
export function MenuManagementPage() {
  useDocumentTitle('Menu Management');
  const { data: user, isPending } = useUser();
  if (isPending) return <Spinner label="Checking your sign-in" className="min-h-screen" />;
  if (!user) {
    return (
      <main className="flex min-h-screen items-center justify-center px-4">
        <Card className="w-full max-w-md">
          <CardContent className="text-center">
            <h1 className="text-2xl font-semibold">Authentication Required</h1>
            <p className="mt-2 text-muted-foreground">Please sign in to manage the menu.</p>
            <Button asChild className="mt-6">
              <Link href={paths.login}>Login</Link>
            </Button>
          </CardContent>
        </Card>
      </main>
    );
  }
  return (
    <div className="min-h-screen">
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex min-h-16 max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
          <p className="font-serif text-lg font-semibold whitespace-nowrap">Staff Portal</p>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <span className="text-sm text-muted-foreground">Logged in as {user.username}</span>
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
