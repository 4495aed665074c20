import { describe, expect, it } from 'vitest';
import { createUserSchema } from '@shared/contracts/auth';
import { ApiError } from '@/lib/api-client';
import { createUserFieldErrors, resetPasswordFieldErrors, suggestPassword } from './user-form';

describe('the add-user form', () => {
  it('when the username is taken (409), then the message goes on the username', () => {
    const taken = new ApiError(409, '409', {
      message: 'That username is taken',
      code: 'username_taken',
    });
    expect(createUserFieldErrors(taken)).toEqual([
      { field: 'username', message: 'That username is taken' },
    ]);
  });

  it('when the server refuses the password (400), then the message goes on the password', () => {
    const common = new ApiError(400, '400', {
      message: 'Invalid input',
      code: 'invalid_input',
      errors: [{ path: 'password', message: 'This password is too common' }],
    });
    expect(createUserFieldErrors(common)).toEqual([
      { field: 'password', message: 'This password is too common' },
    ]);
    expect(resetPasswordFieldErrors(common)).toEqual([
      { field: 'password', message: 'This password is too common' },
    ]);
  });

  it('when another conflict or a network failure, then no field claims it', () => {
    const other = new ApiError(409, '409', { message: 'Something else', code: 'conflict' });
    expect(createUserFieldErrors(other)).toEqual([]);
    expect(createUserFieldErrors(new TypeError('Failed to fetch'))).toEqual([]);
  });
});

describe('suggestPassword', () => {
  it('makes four groups of four unambiguous characters that the API accepts', () => {
    const password = suggestPassword();
    expect(password).toMatch(/^[a-hjkmnp-z2-9]{4}(-[a-hjkmnp-z2-9]{4}){3}$/);
    expect(
      createUserSchema.safeParse({ username: 'meera', password, isAdmin: false }).success,
    ).toBe(true);
  });

  it('never repeats itself in practice', () => {
    const seen = new Set(Array.from({ length: 200 }, () => suggestPassword()));
    expect(seen.size).toBe(200);
  });

  it('draws again rather than favouring the first characters (bytes past 247 are refused)', () => {
    const draws = [[...Array(16).fill(255)], [0]];
    let redraws = 0;
    const random = (bytes: Uint8Array) => {
      if (bytes.length === 16) bytes.set(draws[0]!);
      else {
        redraws += 1;
        bytes.set([redraws]);
      }
      return bytes;
    };
    // Every first byte is refused; the redraws 1..16 give the alphabet's 2nd to 17th letters.
    expect(suggestPassword(random)).toBe('bcde-fghj-kmnp-qrst');
    expect(redraws).toBe(16);
  });
});
