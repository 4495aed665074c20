import type { LoginInput, SignedInUserDto } from '../../contracts/auth';
import { defineEndpoint as define, io } from '../endpoint';

// /api/auth: signing in and out, who is signed in, one's own password.

export const login = define({
  method: 'POST',
  path: '/api/auth/login',
  access: 'public',
  errors: ['invalid_input', 'unauthorized', 'rate_limited'],
  io: io<{ body: LoginInput; response: SignedInUserDto }>,
});

export const logout = define({
  method: 'POST',
  path: '/api/auth/logout',
  access: 'public',
  errors: [],
  io: io<{ response: void }>,
});

/** Who is signed in; 401 when nobody is. */
export const check = define({
  method: 'GET',
  path: '/api/auth/check',
  access: 'public',
  errors: ['unauthorized'],
  io: io<{ response: SignedInUserDto }>,
});

export * from './auth.staff';
