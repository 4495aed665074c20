import { z } from 'zod';
import { safeText } from './safe-input';

/** The staff sign-in form and POST /api/auth/login share this schema. */
export const loginSchema = z.object({
  username: safeText(100, { required: 'Username is required' })
    .trim()
    .min(1, 'Username is required'),
  password: safeText(200, { required: 'Password is required' }).min(1, 'Password is required'),
});
export type LoginInput = z.infer<typeof loginSchema>;

/**
 * What the API may say about a user (the sign-in answer and GET /api/auth/check): never the
 * password hash.
 */
export const userDtoSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  isAdmin: z.boolean(),
});
export type UserDto = z.infer<typeof userDtoSchema>;

/** Present (and true) when an admin has reset the password: a new one must be chosen first. */
export const signedInUserDtoSchema = userDtoSchema.extend({
  mustChangePassword: z.literal(true).optional(),
});
export type SignedInUserDto = z.infer<typeof signedInUserDtoSchema>;

// Passwords follow ASVS 5.0 V6: 8 to 128 characters, any characters, no composition rules. The
// server also refuses the 10,000 most common passwords and the username itself (it holds the
// list; the browser does not need it).
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const COMMON_PASSWORD_MESSAGE = 'This password is too common';
export const USERNAME_AS_PASSWORD_MESSAGE = 'The password must not be the username';

export const newPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters`);

export const usernameSchema = safeText(50, { required: 'Username is required' })
  .trim()
  .min(3, 'Use at least 3 characters')
  .regex(/^[A-Za-z0-9._-]+$/, 'Use letters, digits, dots, dashes or underscores');

/** POST /api/users (admins): a new account with a temporary password. */
export const createUserSchema = z.object({
  username: usernameSchema,
  password: newPasswordSchema,
  isAdmin: z.boolean({ error: 'isAdmin must be true or false' }).optional().default(false),
});
export type CreateUserInput = z.infer<typeof createUserSchema>;

/** PATCH /api/users/{id} (admins). */
export const updateUserSchema = z
  .object({
    isAdmin: z.boolean({ error: 'isAdmin must be true or false' }).optional(),
    disabled: z.boolean({ error: 'disabled must be true or false' }).optional(),
  })
  .strict()
  .refine((v) => v.isAdmin !== undefined || v.disabled !== undefined, {
    message: 'Nothing to change',
  });
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

/** POST /api/users/{id}/password (admins): a temporary password. */
export const resetPasswordSchema = z.object({ password: newPasswordSchema });

/** POST /api/auth/password: any signed-in user changes their own password. */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(PASSWORD_MAX * 4, 'Current password is required'),
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** An account as the admin's list shows it. */
export const accountDtoSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  isAdmin: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type AccountDto = z.infer<typeof accountDtoSchema>;
