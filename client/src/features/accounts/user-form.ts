import type { z } from 'zod';
import type { createUserSchema, resetPasswordSchema } from '@shared/contracts/auth';
import { ApiError } from '@/lib/api-client';
import { serverFieldErrors, type ServerFieldError } from '@/lib/forms/form-errors';

// The add-user and reset-password forms take the API's own schemas, so the browser refuses what
// the server refuses with the same words; the server's refusals land on their fields.

export type CreateUserFormValues = z.input<typeof createUserSchema>;
export type CreateUserValues = z.output<typeof createUserSchema>;
export type ResetPasswordFormValues = z.input<typeof resetPasswordSchema>;

export const NEW_USER: CreateUserFormValues = { username: '', password: '', isAdmin: false };

const CREATE_USER_FIELDS = ['username', 'password'] as const;

/**
 * The add-user form's field messages from a refusal: a taken username (409) on the username,
 * a 400's messages on the fields they name.
 */
export function createUserFieldErrors(
  error: unknown,
): ServerFieldError<(typeof CREATE_USER_FIELDS)[number]>[] {
  if (error instanceof ApiError && error.status === 409 && error.body?.code === 'username_taken') {
    return [{ field: 'username', message: error.serverMessage('That username is taken') }];
  }
  return serverFieldErrors(error, CREATE_USER_FIELDS);
}

export function resetPasswordFieldErrors(error: unknown): ServerFieldError<'password'>[] {
  return serverFieldErrors(error, ['password'] as const);
}

// No 0/o, 1/l/i: a temporary password is read out or copied by hand.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * A temporary password to hand over: four groups of four characters (about 79 bits), e.g.
 * 'k7mp-x2qa-9rtd-hw3e'. `random` fills the array it is given (the browser's crypto).
 */
export function suggestPassword(
  random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  // 256 is not a multiple of 31: a byte past the last whole multiple is drawn again, so every
  // character is equally likely.
  const limit = 256 - (256 % ALPHABET.length);
  const chars = Array.from(random(new Uint8Array(16)), (first) => {
    let byte = first;
    while (byte >= limit) byte = random(new Uint8Array(1))[0]!;
    return ALPHABET[byte % ALPHABET.length]!;
  });
  return [0, 4, 8, 12].map((start) => chars.slice(start, start + 4).join('')).join('-');
}
