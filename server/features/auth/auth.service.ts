import type { SignedInUserDto } from '@shared/contracts/auth';
import type { Db } from '../../db/connection';
import { findUserById, findUserByUsername } from './auth.repository';
import { decoyPasswordHash, verifyPassword } from './password';
import { toSignedInUserDto } from './user.dto';

/** Returns the user for a correct username and password of an enabled account. */
export async function verifyCredentials(
  db: Db,
  username: string,
  password: string,
): Promise<SignedInUserDto | undefined> {
  const user = await findUserByUsername(db, username);
  // Same work for an unknown user as for a wrong password (no username probing by timing).
  const valid = await verifyPassword(user?.password ?? (await decoyPasswordHash()), password);
  // A disabled account gets the same answer as a wrong password: nothing to learn from it.
  return user && valid && !user.disabled ? toSignedInUserDto(user) : undefined;
}

/**
 * The user a session names, unless the account is gone or disabled, or the user's sessions were
 * ended since this one began (its generation is behind the user's).
 */
export async function getSessionUser(
  db: Db,
  id: number,
  sessionGeneration: number,
): Promise<SignedInUserDto | undefined> {
  const user = await findUserById(db, id);
  if (!user || user.disabled || user.sessionGeneration !== sessionGeneration) return undefined;
  return toSignedInUserDto(user);
}

/** The generation a new sign-in of this user starts under. */
export async function sessionGenerationOf(db: Db, id: number): Promise<number> {
  return (await findUserById(db, id))?.sessionGeneration ?? 0;
}
