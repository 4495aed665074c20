import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE, USERNAME_AS_PASSWORD_MESSAGE } from '@shared/contracts/auth';
import { assertAcceptablePassword, passwordProblem } from './password-policy';

describe('passwordProblem', () => {
  it.each(['password', 'PASSWORD', '12345678', 'qwertyuiop', 'iloveyou', 'sunshine'])(
    'when the password is the common %s, then it is too common',
    (password) => {
      expect(passwordProblem(password, 'asha')).toBe(COMMON_PASSWORD_MESSAGE);
    },
  );

  it('when the password is the username in any letter case, then it is refused', () => {
    expect(passwordProblem('Chef.Ravi', 'chef.ravi')).toBe(USERNAME_AS_PASSWORD_MESSAGE);
  });

  it('when the password is shorter than 8 or longer than 128 characters, then it is refused', () => {
    expect(passwordProblem('a7#kQ2z', 'asha')).toBe('Use at least 8 characters');
    expect(passwordProblem('x'.repeat(129), 'asha')).toBe('Use at most 128 characters');
  });

  it('when the password is long and unusual, with no digits or symbols, then it is fine', () => {
    expect(passwordProblem('saffron lanterns over the ghats', 'asha')).toBeUndefined();
    expect(passwordProblem('x'.repeat(128), 'asha')).toBeUndefined();
    expect(passwordProblem('tamarind-quill-47', 'asha')).toBeUndefined();
  });

  it('when a password is refused, then the 400 names the field', () => {
    expect(() => assertAcceptablePassword('password', 'asha', 'newPassword')).toThrow(
      expect.objectContaining({
        issues: [
          expect.objectContaining({ path: ['newPassword'], message: COMMON_PASSWORD_MESSAGE }),
        ],
      }),
    );
  });
});
