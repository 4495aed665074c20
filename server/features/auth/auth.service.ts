import type { UserDto } from '@shared/contracts/auth';
import { toUserDto } from './user.dto';
import type { Db } from '../../db/connection';
import { findUserById, findUserByUsername } from './auth.repository';
import { decoyPasswordHash, verifyPassword } from './password';

/** Returns the user for a correct username and password, otherwise undefined. */
export async function verifyCredentials(
  db: Db,
  username: string,
  password: string,
): Promise<UserDto | undefined> {
  const user = await findUserByUsername(db, username);
  // Same work for an unknown user as for a wrong password (no username probing by timing).
  const valid = await verifyPassword(user?.password ?? (await decoyPasswordHash()), password);
  return user && valid ? toUserDto(user) : undefined;
}

export async function getUser(db: Db, id: number): Promise<UserDto | undefined> {
  const user = await findUserById(db, id);
  return user ? toUserDto(user) : undefined;
}
