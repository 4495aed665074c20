import type {
  AccountDto,
  ChangePasswordInput,
  CreateUserInput,
  UpdateUserInput,
} from '@shared/contracts/auth';
import type { UserRow } from '@shared/schema/users';
import type { ApiErrorCode } from '@shared/http-error';
import { z } from 'zod';
import type { Db } from '../../db/connection';
import type { StaffActor, SystemActor } from '../../lib/actor';
import { AppError, notFound } from '../../lib/app-error';
import { changedFields, recordAudit } from '../audit/audit-trail';
import { findUserById } from '../auth/auth.repository';
import { hashPassword, verifyPassword } from '../auth/password';
import { assertAcceptablePassword } from './password-policy';
import {
  endSessionsOf,
  findUserByName,
  insertUser,
  listUserRows,
  lockEnabledAdmins,
  lockUser,
  updateUserRow,
} from './users.repository';

const USER_NOT_FOUND = 'User not found';

export function toAccountDto(row: UserRow): AccountDto {
  return {
    id: row.id,
    username: row.username,
    isAdmin: row.isAdmin,
    disabled: row.disabled,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

const accountFields = (row: UserRow) => ({
  username: row.username,
  isAdmin: row.isAdmin,
  disabled: row.disabled,
});

const conflictOf = (code: ApiErrorCode, message: string) => new AppError(409, message, code);

/** Who did it: a person at the portal or the operator's command-line tool. */
type AccountActor = StaffActor | SystemActor;

/**
 * Staff accounts. There is always at least one enabled admin: nobody can disable or demote the
 * last one, and nobody can disable themselves. Disabling an account or resetting its password
 * ends its sessions at once. Every change is in the audit trail, without the password.
 */
export function usersService(db: Db) {
  return {
    async list(): Promise<AccountDto[]> {
      return (await listUserRows(db)).map(toAccountDto);
    },

    async create(actor: AccountActor, input: CreateUserInput): Promise<AccountDto> {
      assertAcceptablePassword(input.password, input.username, 'password');
      const hash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const row = await insertUser(tx, {
          username: input.username,
          password: hash,
          isAdmin: input.isAdmin,
          // A password someone else chose is temporary: its owner replaces it at first sign-in.
          mustChangePassword: true,
        });
        if (!row) throw conflictOf('username_taken', 'That username is taken');
        await recordAudit(tx, actor, {
          area: 'accounts',
          action: 'create',
          entityId: row.id,
          after: accountFields(row),
        });
        return toAccountDto(row);
      });
    },

    async update(actor: AccountActor, id: number, patch: UpdateUserInput): Promise<AccountDto> {
      return db.transaction(async (tx) => {
        const admins = await lockEnabledAdmins(tx);
        const current = await lockUser(tx, id);
        if (!current) throw notFound(USER_NOT_FOUND);
        if (patch.disabled === true && actor.kind === 'staff' && actor.userId === id) {
          throw conflictOf('self_disable', 'You cannot disable your own account');
        }
        const losesAdmin =
          current.isAdmin &&
          !current.disabled &&
          (patch.isAdmin === false || patch.disabled === true);
        if (losesAdmin && admins.length <= 1) {
          throw conflictOf('last_admin', 'There must always be at least one enabled admin');
        }
        const row = await updateUserRow(tx, id, patch);
        if (patch.disabled === true && !current.disabled) await endSessionsOf(tx, id);
        const { before, after } = changedFields(accountFields(current), accountFields(row));
        if (Object.keys(after).length > 0) {
          await recordAudit(tx, actor, {
            area: 'accounts',
            action: 'update',
            entityId: id,
            before,
            after,
          });
        }
        return toAccountDto(row);
      });
    },

    /** A temporary password from an admin: its owner's sessions end and a new one is asked for. */
    async resetPassword(actor: AccountActor, id: number, password: string): Promise<void> {
      const target = await db.transaction((tx) => lockUser(tx, id));
      if (!target) throw notFound(USER_NOT_FOUND);
      assertAcceptablePassword(password, target.username, 'password');
      const hash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await updateUserRow(tx, id, { password: hash, mustChangePassword: true });
        await endSessionsOf(tx, id);
        await recordAudit(tx, actor, {
          area: 'accounts',
          action: 'reset password',
          entityId: id,
          after: { mustChangePassword: true },
        });
      });
    },

    /**
     * The signed-in user's own change. A wrong current password is a 400 on that field (the
     * caller counts it toward the sign-in limit); the user's other sessions end.
     */
    async changeOwnPassword(
      actor: StaffActor,
      input: ChangePasswordInput,
      currentSid: string,
    ): Promise<{ changed: true; sessionGeneration: number } | 'wrong_password'> {
      const row = await findUserById(db, actor.userId);
      if (!row || row.disabled) throw notFound(USER_NOT_FOUND);
      if (!(await verifyPassword(row.password, input.currentPassword))) return 'wrong_password';
      assertAcceptablePassword(input.newPassword, row.username, 'newPassword');
      if (input.newPassword === input.currentPassword) {
        throw new z.ZodError([
          {
            code: 'custom',
            path: ['newPassword'],
            message: 'Choose a password different from the current one',
            input: '',
          },
        ]);
      }
      const hash = await hashPassword(input.newPassword);
      return db.transaction(async (tx) => {
        await updateUserRow(tx, row.id, { password: hash, mustChangePassword: false });
        const sessionGeneration = await endSessionsOf(tx, row.id, currentSid);
        await recordAudit(tx, actor, {
          area: 'accounts',
          action: 'change own password',
          entityId: row.id,
          ...(row.mustChangePassword
            ? { before: { mustChangePassword: true }, after: { mustChangePassword: false } }
            : {}),
        });
        return { changed: true as const, sessionGeneration };
      });
    },

    /** For the command-line tool, which names accounts rather than ids. */
    async findByName(username: string): Promise<AccountDto | undefined> {
      const row = await findUserByName(db, username);
      return row ? toAccountDto(row) : undefined;
    },
  };
}

export type UsersService = ReturnType<typeof usersService>;
