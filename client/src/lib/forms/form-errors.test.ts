import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client';
import { serverFieldErrors, serverMessage } from './form-errors';

const invalid = new ApiError(400, '400: {...}', {
  message: 'Invalid input',
  code: 'invalid_input',
  errors: [
    { path: 'newPassword', message: 'This password is too common' },
    { path: 'currentPassword', message: 'Current password is incorrect' },
    { path: 'somethingElse', message: 'Not on this form' },
  ],
});

describe('serverFieldErrors', () => {
  it("when the server names fields, then each message goes to that form's field", () => {
    expect(serverFieldErrors(invalid, ['currentPassword', 'newPassword'] as const)).toEqual([
      { field: 'newPassword', message: 'This password is too common' },
      { field: 'currentPassword', message: 'Current password is incorrect' },
    ]);
  });

  it('when the form has none of the named fields, or the failure names none, then nothing', () => {
    expect(serverFieldErrors(invalid, ['username'] as const)).toEqual([]);
    const conflict = new ApiError(409, '409', { message: 'Taken', code: 'username_taken' });
    expect(serverFieldErrors(conflict, ['username'] as const)).toEqual([]);
    expect(serverFieldErrors(new TypeError('Failed to fetch'), ['username'] as const)).toEqual([]);
  });
});

describe('serverMessage', () => {
  it("when the server says why, then its words; otherwise the form's own", () => {
    expect(serverMessage(invalid, 'Could not save.')).toBe('Invalid input');
    expect(serverMessage(new TypeError('Failed to fetch'), 'Could not save.')).toBe(
      'Could not save.',
    );
  });
});
