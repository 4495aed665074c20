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

/** The signed-in user, or null: an OK body is the user; anything else is logged out. */
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

/**
 * How a sign-in ended: a refused answer or a network error is a failed login (`ok: false`);
 * `reason` lets the form say why when it is not the password (a rate limit, no connection).
 */
export type LoginOutcome =
  | { ok: true; user: UserDto }
  | { ok: false; reason: 'refused' }
  | { ok: false; reason: 'rate-limited'; message: string }
  | { ok: false; reason: 'network' };

const RATE_LIMITED_FALLBACK = 'Too many failed sign-in attempts. Please try again later.';

/** POST /api/auth/login; a refusal or a lost connection is an outcome, not an exception. */
export async function requestLogin(credentials: LoginInput): Promise<LoginOutcome> {
  try {
    return { ok: true, user: await api.post<UserDto>('/api/auth/login', credentials) };
  } catch (err) {
    // fetch rejects with a TypeError when the server cannot be reached; anything else is a bug
    // and reaches the form's 'Login error'.
    if (err instanceof TypeError) return { ok: false, reason: 'network' };
    if (!(err instanceof ApiError)) throw err;
    if (err.status === 429) {
      return {
        ok: false,
        reason: 'rate-limited',
        message: err.serverMessage(RATE_LIMITED_FALLBACK),
      };
    }
    return { ok: false, reason: 'refused' };
  }
}

/** Signs in and, on success, makes the user known to every screen at once. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    // The sign-in form says what went wrong itself.
    meta: { toastOnError: false },
    mutationFn: async (credentials: LoginInput): Promise<LoginOutcome> => {
      const outcome = await requestLogin(credentials);
      if (outcome.ok) queryClient.setQueryData(authQueryOptions().queryKey, outcome.user);
      return outcome;
    },
  });
}

/** Clears the user only when the server confirms; a failure is logged and the user stays. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<void>('/api/auth/logout'),
    meta: { toastOnError: false },
    onSuccess: () => {
      queryClient.setQueryData(authQueryOptions().queryKey, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== AUTH_CHECK });
    },
    onError: (err) => console.error('Logout failed', err),
  });
}
