import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';

/** Staff routes: a spinner while the check loads, then the page or a redirect to /login. */
export function StaffGuard({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useUser();
  const [, navigate] = useLocation();

  useEffect(() => {
    if (!isPending && !user) navigate(paths.login, { replace: true });
  }, [isPending, user, navigate]);

  if (isPending || !user) return <Spinner label="Checking your sign-in" className="min-h-screen" />;
  return <>{children}</>;
}
