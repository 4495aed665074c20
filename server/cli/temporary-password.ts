import crypto from 'node:crypto';
import { passwordProblem } from '../features/users/password-policy';

/** Base58 (Bitcoin's): no 0, O, I or l, so nothing is mistaken when the password is read out. */
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const GROUPS = 4;
const GROUP_LENGTH = 5;

/**
 * A temporary password for a person to type once: 20 base58 characters (about 117 bits) in four
 * groups of five, e.g. `7kQmZ-3xPaw-Hn2tE-vR9cL`. It is held to the same policy as any password.
 */
export function generateTemporaryPassword(username: string): string {
  for (;;) {
    const groups = Array.from({ length: GROUPS }, () =>
      Array.from({ length: GROUP_LENGTH }, () => BASE58[crypto.randomInt(BASE58.length)]).join(''),
    );
    const password = groups.join('-');
    if (!passwordProblem(password, username)) return password;
  }
}
