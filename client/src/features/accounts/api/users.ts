import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@shared/api/endpoints';
import type { CreateUserInput } from '@shared/contracts/auth';
import { api } from '@/lib/api-client';
import { authQueryOptions } from '@/lib/auth';
import type { AccountChange } from '../account-display';

/** GET /api/users (admins): every account, by username. */
export const usersQueryOptions = () =>
  queryOptions({
    queryKey: [endpoints.users.list.path],
    queryFn: ({ signal }) => api.call(endpoints.users.list, { signal }),
  });

export const useUsers = () => useQuery(usersQueryOptions());

function useRefreshUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: usersQueryOptions().queryKey });
}

/** POST /api/users: a new account with a temporary password. The form reports failures. */
export function useCreateUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (input: CreateUserInput) => api.call(endpoints.users.create, { body: input }),
    meta: { toastOnError: false },
    onSuccess: refresh,
  });
}

/**
 * PATCH /api/users/{id}: the role or whether the account may sign in. The row says why a change
 * was refused (the last admin, oneself). A change to one's own account re-reads the sign-in, so
 * an admin who made themselves staff sees the portal of staff at once.
 */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: AccountChange }) =>
      api.call(endpoints.users.update, { params: { id }, body: change }),
    meta: { toastOnError: false },
    onSettled: async (updated) => {
      await refresh();
      const me = queryClient.getQueryData(authQueryOptions().queryKey);
      if (updated && me?.id === updated.id) {
        await queryClient.invalidateQueries({ queryKey: authQueryOptions().queryKey });
      }
    },
  });
}

/** POST /api/users/{id}/password: a temporary password; the dialog reports failures. */
export function useResetUserPassword() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) =>
      api.call(endpoints.users.resetPassword, { params: { id }, body: { password } }),
    meta: { toastOnError: false },
    onSuccess: refresh,
  });
}
