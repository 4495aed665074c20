import type { ChangePasswordInput } from '../../contracts/auth';
import { defineEndpoint as define, io } from '../endpoint';

// Signed-in users' part of /api/auth.
// Apart from auth.ts (which re-exports them) so guests' pages never carry them: the bundler
// places a module where its code is used, and only staff screens use these.

/** The signed-in user's own password; open to one who must replace a temporary password. */
export const changePassword = define({
  method: 'POST',
  path: '/api/auth/password',
  access: 'signed-in',
  errors: ['invalid_input', 'rate_limited', 'not_found'],
  io: io<{ body: ChangePasswordInput; response: void }>,
});

/** Signs the user out on every device, this one included. */
export const logoutEverywhere = define({
  method: 'POST',
  path: '/api/auth/logout-everywhere',
  access: 'signed-in',
  errors: [],
  io: io<{ response: void }>,
});
