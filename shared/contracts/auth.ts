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
