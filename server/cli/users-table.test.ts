import { describe, expect, it } from 'vitest';
import type { AccountDto } from '@shared/contracts/auth';
import { formatUsersTable } from './users-table';

const account = (overrides: Partial<AccountDto>): AccountDto => ({
  id: 1,
  username: 'admin',
  isAdmin: true,
  disabled: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  lastLoginAt: null,
  ...overrides,
});

describe('formatUsersTable', () => {
  it('when accounts are listed, then each line has username, role, status and last sign-in on the restaurant clock', () => {
    const lines = formatUsersTable(
      [
        account({ username: 'admin', lastLoginAt: '2026-11-23T09:16:00.000Z' }),
        account({ id: 2, username: 'host.meera', isAdmin: false, disabled: true }),
      ],
      'Asia/Kolkata',
    );
    expect(lines).toEqual([
      'username    role   status    last sign-in (Asia/Kolkata)',
      'admin       admin  enabled   2026-11-23 14:46',
      'host.meera  staff  disabled  never',
    ]);
  });
});
