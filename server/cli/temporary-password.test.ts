import { describe, expect, it } from 'vitest';
import { passwordProblem } from '../features/users/password-policy';
import { generateTemporaryPassword } from './temporary-password';

describe('generateTemporaryPassword', () => {
  it('when generated, then it is four groups of five base58 characters that pass the policy', () => {
    const passwords = Array.from({ length: 200 }, () => generateTemporaryPassword('maria'));
    for (const password of passwords) {
      expect(password).toMatch(/^(?:[1-9A-HJ-NP-Za-km-z]{5}-){3}[1-9A-HJ-NP-Za-km-z]{5}$/);
      expect(passwordProblem(password, 'maria')).toBeUndefined();
    }
    expect(new Set(passwords).size).toBe(passwords.length);
  });
});
