import type { SignedInUserDto, UserDto } from '@shared/contracts/auth';
import type { UserRow } from '@shared/schema/users';

/** The user as the API answers it: never the password hash nor any other column. */
export function toUserDto(row: Pick<UserRow, 'id' | 'username' | 'isAdmin'>): UserDto {
  return { id: row.id, username: row.username, isAdmin: row.isAdmin };
}

/** The signed-in user: with `mustChangePassword: true` while a reset password is in use. */
export function toSignedInUserDto(
  row: Pick<UserRow, 'id' | 'username' | 'isAdmin' | 'mustChangePassword'>,
): SignedInUserDto {
  return { ...toUserDto(row), ...(row.mustChangePassword ? { mustChangePassword: true } : {}) };
}
