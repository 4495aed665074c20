import { useLocation } from 'wouter';
import type { SignedInUserDto } from '@shared/contracts/auth';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { useLogout } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/page-meta/use-document-title';
import { ChangePasswordForm } from './components/change-password-form';

/**
 * What the portal shows, in place of everything else, to a user signed in with a temporary
 * password an admin set: the server refuses every staff call until they choose their own.
 */
export function ChooseNewPasswordPage({ user }: { user: SignedInUserDto }) {
  useDocumentTitle('Choose a new password');
  const [, navigate] = useLocation();
  const logout = useLogout();

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 py-10">
      <Card className="w-full max-w-md">
        <CardContent spacious>
          <h1 className="text-2xl font-semibold">Choose a new password</h1>
          <p className="mt-2 text-sm text-muted-foreground">
            An admin set a temporary password for <strong>{user.username}</strong>. Choose one of
            your own to continue to the staff portal.
          </p>
          <ChangePasswordForm
            idPrefix="forced-password"
            username={user.username}
            currentLabel="Temporary password"
            submitLabel="Save new password"
            onChanged={() => {
              toast({ title: 'Password changed', description: 'Welcome to the staff portal.' });
              navigate(paths.staff.dashboard, { replace: true });
            }}
            className="mt-6 space-y-6"
            fieldsClassName="space-y-4"
            footerClassName="flex flex-col gap-2"
          />
        </CardContent>
      </Card>
      <div className="flex items-center gap-3">
        <ThemeToggle />
        <Button
          variant="outline"
          size="sm"
          disabled={logout.isPending}
          onClick={() => logout.mutate(undefined, { onSuccess: () => navigate(paths.login) })}
        >
          Logout
        </Button>
      </div>
    </main>
  );
}
