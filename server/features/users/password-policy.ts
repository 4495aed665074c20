import { dictionary } from '@zxcvbn-ts/language-common';
import { z } from 'zod';
import {
  COMMON_PASSWORD_MESSAGE,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_AS_PASSWORD_MESSAGE,
} from '@shared/contracts/auth';

/** How many of the most used passwords are refused (most used first in the list). */
export const COMMON_PASSWORDS_REFUSED = 10_000;

let common: Set<string> | undefined;

/** The 10,000 most common passwords, lower-cased; built on first use. */
function commonPasswords(): Set<string> {
  common ??= new Set(
    (dictionary['passwords-common'] as string[])
      .slice(0, COMMON_PASSWORDS_REFUSED)
      .map((p) => p.toLowerCase()),
  );
  return common;
}

/**
 * Why a new password is refused, or undefined when it is fine: its length (8 to 128), one of the
 * most common passwords (compared without letter case, since 'Password1' is as guessable as
 * 'password1'), or the username itself. No composition rules, as ASVS V6 asks.
 */
export function passwordProblem(password: string, username: string): string | undefined {
  if (password.length < PASSWORD_MIN) return `Use at least ${PASSWORD_MIN} characters`;
  if (password.length > PASSWORD_MAX) return `Use at most ${PASSWORD_MAX} characters`;
  const lower = password.toLowerCase();
  if (lower === username.toLowerCase()) return USERNAME_AS_PASSWORD_MESSAGE;
  if (commonPasswords().has(lower)) return COMMON_PASSWORD_MESSAGE;
  return undefined;
}

/** Throws a 400 naming the field when the password is refused. */
export function assertAcceptablePassword(password: string, username: string, field: string): void {
  const problem = passwordProblem(password, username);
  if (!problem) return;
  throw new z.ZodError([{ code: 'custom', path: [field], message: problem, input: password }]);
}
