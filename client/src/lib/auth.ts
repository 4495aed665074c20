import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import * as endpoints from '@shared/api/endpoints';
import type { LoginInput, SignedInUserDto } from '@shared/contracts/auth';
import { ApiError, api } from './api-client';
import { authFailureOf, SESSION_ENDED_LOGIN_PATH } from './session-ended';
import { forgetSignedInHint, maySignedIn } from './signed-in-hint';

const AUTH_CHECK = endpoints.auth.check.path;

/**
 * The signed-in user, or null: an OK body is the user; anything else is logged out. A 401 for
 * someone who was signed in is a session that ended under them: it fails the check, so the
 * query client's one handler (see reactToAuthFailure) tells them so.
 */
export function authQueryOptions() {
  return queryOptions({
    queryKey: [AUTH_CHECK],
    queryFn: async ({ signal, client, queryKey }): Promise<SignedInUserDto | null> => {
      // Visitors never signed in: no request, so no 401 in their console.
      if (!maySignedIn()) return null;
      try {
        return await api.call(endpoints.auth.check, { signal });
      } catch (err) {
        if (!(err instanceof ApiError)) {
          console.error('Auth check failed', err);
          return null;
        }
        forgetSignedInHint();
        if (err.status === 401 && client.getQueryData(queryKey)) throw err;
        return null;
      }
    },
    gcTime: Infinity,
  });
}

/** 'Admin' or 'Staff': the role the navigation shows beside the name. */
export function roleLabel(user: Pick<SignedInUserDto, 'isAdmin'>): 'Admin' | 'Staff' {
  return user.isAdmin ? 'Admin' : 'Staff';
}

/**
 * The one reaction to an API failure that concerns the sign-in (see session-ended.ts), for the
 * query client's caches. A session that ended under a signed-in user forgets them and every
 * answer fetched for them, and sends them to sign in again with the reason; a password that
 * must be changed, or a refused role, re-reads who they are. Answers true when the screen
 * should say nothing more: only for a password to change, which the portal's form then asks
 * for. A change refused because the session ended is still reported (it was not saved), as
 * the sign-in page says why.
 */
export function reactToAuthFailure(
  queryClient: QueryClient,
  error: unknown,
  navigate: (to: string) => void,
): boolean {
  const failure = authFailureOf(error);
  if (failure === null) return false;
  const { queryKey } = authQueryOptions();
  if (failure === 'session-ended') {
    // Only once, and only for someone who was signed in: the other queries failing with it, or
    // a visitor's 401, change nothing.
    if (!queryClient.getQueryData(queryKey)) return false;
    forgetSignedInHint();
    // Set before the move, so the sign-in page never sees the old user (it would send them
    // back to the portal); screens re-render after both.
    queryClient.setQueryData(queryKey, null);
    navigate(SESSION_ENDED_LOGIN_PATH);
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== AUTH_CHECK });
    return false;
  }
  void queryClient.invalidateQueries({ queryKey });
  return failure === 'password-change-required';
}

export function useUser() {
  return useQuery(authQueryOptions());
}

/**
 * How a sign-in ended: a refused answer or a network error is a failed login (`ok: false`);
 * `reason` lets the form say why when it is not the password (a rate limit, no connection).
 */
export type LoginOutcome =
  | { ok: true; user: SignedInUserDto }
  | { ok: false; reason: 'refused' }
  | { ok: false; reason: 'rate-limited'; message: string }
  | { ok: false; reason: 'network' };

const RATE_LIMITED_FALLBACK = 'Too many failed sign-in attempts. Please try again later.';

/** POST /api/auth/login; a refusal or a lost connection is an outcome, not an exception. */
export async function requestLogin(credentials: LoginInput): Promise<LoginOutcome> {
  try {
    return { ok: true, user: await api.call(endpoints.auth.login, { body: credentials }) };
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

/** After the server confirms a sign-out: nobody is signed in, and their data is dropped. */
export function forgetSignedInUser(queryClient: QueryClient): void {
  queryClient.setQueryData(authQueryOptions().queryKey, null);
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== AUTH_CHECK });
}

/** Clears the user only when the server confirms; a failure is logged and the user stays. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(endpoints.auth.logout),
    meta: { toastOnError: false },
    onSuccess: () => forgetSignedInUser(queryClient),
    onError: (err) => console.error('Logout failed', err),
  });
}
