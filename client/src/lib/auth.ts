import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, UserDto } from '@shared/contracts/auth';
import { ApiError, api } from './api-client';

const AUTH_CHECK = '/api/auth/check';
/** Set by the server beside the session cookie; without it nobody can be signed in. */
const SIGNED_IN_HINT = 'tr_staff=1';

function maySignedIn(): boolean {
  return document.cookie.split('; ').includes(SIGNED_IN_HINT);
}

function forgetSignedInHint(): void {
  document.cookie = 'tr_staff=; Max-Age=0; path=/; SameSite=Lax';
}

/** The signed-in user, or null. SPEC §7: an OK body is the user; anything else is logged out. */
export function authQueryOptions() {
  return queryOptions({
    queryKey: [AUTH_CHECK],
    queryFn: async ({ signal }): Promise<UserDto | null> => {
      // Visitors never signed in: no request, so no 401 in their console.
      if (!maySignedIn()) return null;
      try {
        return await api.get<UserDto>(AUTH_CHECK, signal);
      } catch (err) {
        if (err instanceof ApiError) forgetSignedInHint();
        else console.error('Auth check failed', err);
        return null;
      }
    },
    gcTime: Infinity,
  });
}

export function useUser() {
  return useQuery(authQueryOptions());
}

/** Resolves true when signed in; false for a refused login or a network failure (SPEC §7). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: LoginInput): Promise<boolean> => {
      try {
        const user = await api.post<UserDto>('/api/auth/login', credentials);
        queryClient.setQueryData(authQueryOptions().queryKey, user);
        return true;
      } catch (err) {
        if (err instanceof ApiError) return false;
        throw err;
      }
    },
  });
}

/** Clears the user only when the server confirms; a failure is logged and the user stays. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<void>('/api/auth/logout'),
    onSuccess: () => {
      queryClient.setQueryData(authQueryOptions().queryKey, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== AUTH_CHECK });
    },
    onError: (err) => console.error('Logout failed', err),
  });
}
