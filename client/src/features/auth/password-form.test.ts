import { describe, expect, it } from 'vitest';
import {
  PASSWORDS_DIFFER_MESSAGE,
  changePasswordFormSchema,
  changePasswordInput,
} from './password-form';

const messagesOf = (values: Record<string, string>) => {
  const result = changePasswordFormSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the change-password form', () => {
  it('when everything is filled in and the new password is typed twice alike, then it is accepted', () => {
    expect(
      messagesOf({
        currentPassword: 'temporary-pass-1',
        newPassword: 'a long new phrase',
        confirmPassword: 'a long new phrase',
      }),
    ).toEqual({});
  });

  it('when the confirmation differs, then the confirmation field says so', () => {
    expect(
      messagesOf({
        currentPassword: 'temporary-pass-1',
        newPassword: 'a long new phrase',
        confirmPassword: 'a long new phrase!',
      }),
    ).toEqual({ confirmPassword: PASSWORDS_DIFFER_MESSAGE });
  });

  it("when the new password is short or the current one missing, then the API's own words", () => {
    expect(
      messagesOf({ currentPassword: '', newPassword: 'short', confirmPassword: 'short' }),
    ).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'Use at least 8 characters',
    });
  });

  it('when sent, then the confirmation stays behind', () => {
    expect(
      changePasswordInput({
        currentPassword: 'old-one-123',
        newPassword: 'new-one-456',
        confirmPassword: 'new-one-456',
      }),
    ).toEqual({ currentPassword: 'old-one-123', newPassword: 'new-one-456' });
  });
});
