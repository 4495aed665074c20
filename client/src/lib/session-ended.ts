import { paths } from '@/config/paths';
import { ApiError } from './api-client';

// What the client does when the server says the signed-in user may no longer go on: a session
// that ended (idle, too old, the account disabled or its password reset) sends them to sign in
// again with a word of why; a password that must be changed first shows that form; a refusal
// of their role refreshes who they are, so the navigation stops offering what they cannot use.

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

const SESSION_ENDED_REASON = 'session-ended';

/** Where a user whose session ended is sent: the sign-in page, told to say why. */
export const SESSION_ENDED_LOGIN_PATH = `${paths.login}?reason=${SESSION_ENDED_REASON}`;

/** The notice the sign-in page shows for its query string (`?reason=…`), if any. */
export function loginNotice(search: string): string | null {
  const reason = new URLSearchParams(search).get('reason');
  return reason === SESSION_ENDED_REASON ? SESSION_ENDED_MESSAGE : null;
}

export type AuthFailure = 'session-ended' | 'password-change-required' | 'forbidden';

/**
 * What an API failure says about the user's sign-in: 401 is a session that is over; 403 with
 * `password_change_required` a temporary password still in use; any other 403 a role that may
 * not do this. Anything else (a network error, a 409) says nothing about the sign-in.
 */
export function authFailureOf(error: unknown): AuthFailure | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 401) return 'session-ended';
  if (error.status !== 403) return null;
  return error.body?.code === 'password_change_required' ? 'password-change-required' : 'forbidden';
}
