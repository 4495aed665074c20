import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@shared/api/endpoints';
import type { ChangePasswordInput } from '@shared/contracts/auth';
import { api } from '@/lib/api-client';
import { authQueryOptions } from '@/lib/auth';

/**
 * POST /api/auth/password: the signed-in user's own password. The server ends their other
 * sessions, not this one. Afterwards the sign-in is read again (a temporary password no longer
 * holds the portal back); the form says what went wrong itself.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      api.call(endpoints.auth.changePassword, { body: input }),
    meta: { toastOnError: false },
    onSuccess: () => queryClient.refetchQueries({ queryKey: authQueryOptions().queryKey }),
  });
}
