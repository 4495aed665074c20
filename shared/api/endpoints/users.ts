import type { z } from 'zod';
import type {
  AccountDto,
  CreateUserInput,
  UpdateUserInput,
  resetPasswordSchema,
} from '../../contracts/auth';
import { defineEndpoint as define, io } from '../endpoint';

// /api/users: staff accounts, for admins.

export const list = define({
  method: 'GET',
  path: '/api/users',
  access: 'admin',
  errors: [],
  io: io<{ response: AccountDto[] }>,
});

export const create = define({
  method: 'POST',
  path: '/api/users',
  access: 'admin',
  errors: ['invalid_input', 'username_taken'],
  io: io<{ body: CreateUserInput; response: AccountDto }>,
});

export const update = define({
  method: 'PATCH',
  path: '/api/users/:id',
  access: 'admin',
  errors: ['invalid_input', 'not_found', 'self_disable', 'last_admin'],
  io: io<{ body: UpdateUserInput; response: AccountDto }>,
});

/** A temporary password, to be replaced at the next sign-in. */
export const resetPassword = define({
  method: 'POST',
  path: '/api/users/:id/password',
  access: 'admin',
  errors: ['invalid_input', 'not_found'],
  io: io<{ body: z.input<typeof resetPasswordSchema>; response: void }>,
});
