import { z } from 'zod';

/** The staff sign-in form and POST /api/auth/login share this schema (SPEC §5 Login). */
export const loginSchema = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(100),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** What the API may say about a user: never the password hash. */
export type UserDto = { id: number; username: string; isAdmin: boolean };
