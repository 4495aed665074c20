import { describe, expect, it } from 'vitest';
import type { ApiErrorCode } from '@shared/http-error';
import { ApiError } from './api-client';
import {
  SESSION_ENDED_LOGIN_PATH,
  SESSION_ENDED_MESSAGE,
  authFailureOf,
  loginNotice,
} from './session-ended';

const refusal = (status: number, code?: ApiErrorCode) =>
  new ApiError(status, `${status}: {...}`, code ? { message: 'No', code } : undefined);

describe('authFailureOf', () => {
  it('when the server answers 401, then the session has ended, whatever the body', () => {
    expect(authFailureOf(refusal(401, 'unauthorized'))).toBe('session-ended');
    expect(authFailureOf(refusal(401))).toBe('session-ended');
  });

  it('when a 403 says a new password must be chosen, then that; any other 403 is the role', () => {
    expect(authFailureOf(refusal(403, 'password_change_required'))).toBe(
      'password-change-required',
    );
    expect(authFailureOf(refusal(403, 'forbidden'))).toBe('forbidden');
    expect(authFailureOf(refusal(403))).toBe('forbidden');
  });

  it('when the failure is anything else, then it says nothing about the sign-in', () => {
    expect(authFailureOf(refusal(400, 'invalid_input'))).toBeNull();
    expect(authFailureOf(refusal(409, 'last_admin'))).toBeNull();
    expect(authFailureOf(new TypeError('Failed to fetch'))).toBeNull();
  });
});

describe('the sign-in notice', () => {
  it('when sent for an ended session, then the page says exactly why', () => {
    expect(SESSION_ENDED_LOGIN_PATH).toBe('/login?reason=session-ended');
    expect(loginNotice('?reason=session-ended')).toBe(
      'Your session has ended. Please sign in again.',
    );
    expect(loginNotice(new URL(SESSION_ENDED_LOGIN_PATH, 'http://x').search)).toBe(
      SESSION_ENDED_MESSAGE,
    );
  });

  it('when there is no reason, or one it does not know, then no notice', () => {
    expect(loginNotice('')).toBeNull();
    expect(loginNotice('?reason=whatever')).toBeNull();
  });
});
