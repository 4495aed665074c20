import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { ChooseNewPasswordPage } from './choose-new-password-page';

/**
 * Every staff page: a spinner while the sign-in check loads, then the page for a signed-in user.
 * A visitor is sent to /login, or shown `signedOut` where a page asks for that instead (the
 * standalone menu management asks them to sign in in place). A user signed in with a temporary
 * password sees only the form to choose their own (the server refuses them everything else).
 */
export function StaffGuard({
  children,
  signedOut,
}: {
  children: ReactNode;
  signedOut?: ReactNode;
}) {
  const { data: user, isPending } = useUser();
  const [, navigate] = useLocation();
  const redirects = signedOut === undefined;

  useEffect(() => {
    if (redirects && !isPending && !user) navigate(paths.login, { replace: true });
  }, [redirects, isPending, user, navigate]);

  if (isPending) return <Spinner label="Checking your sign-in" className="min-h-screen" />;
  if (!user) {
    return redirects ? (
      <Spinner label="Checking your sign-in" className="min-h-screen" />
    ) : (
      <>{signedOut}</>
    );
  }
  if (user.mustChangePassword) return <ChooseNewPasswordPage user={user} />;
  return <>{children}</>;
}
