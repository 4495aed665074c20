import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { logoutEverywhere } from '@shared/api/endpoints/auth.staff';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { forgetSignedInUser } from '@/lib/auth';

/**
 * Ends every session of the signed-in account (a lost tablet, a shared laptop), this one too,
 * then goes to the sign-in page. Logout beside it ends only this device's session.
 */
export function SignOutEverywhereButton({ onDone }: { onDone?: () => void }) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const signOut = useMutation({
    mutationFn: () => api.call(logoutEverywhere),
    onSuccess: () => {
      onDone?.();
      forgetSignedInUser(queryClient);
      navigate(paths.login);
    },
  });
  return (
    <Button
      variant="ghost"
      size="sm"
      className="whitespace-nowrap"
      disabled={signOut.isPending}
      onClick={() => signOut.mutate()}
    >
      Sign out everywhere
    </Button>
  );
}
