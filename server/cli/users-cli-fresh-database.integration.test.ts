import { asc } from 'drizzle-orm';
import { auditLog } from '@shared/schema/audit-log';
import { users } from '@shared/schema/users';
import { verifyPassword } from '../features/auth/password';
import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../test/test-database';
import { placeForTests, printedPassword, userNamed } from '../test/users-cli';

describe(`npm run users on a fresh database: the way back in (${testDatabaseKind})`, () => {
  const place = placeForTests({ ready: false });

  it('when the only admin is locked out, then reset lets them in, they cannot be disabled, and a disabled admin can be enabled', async () => {
    // Nothing is seeded: the command migrates the database and adds only what it is told to.
    expect(await place.run(['list'])).toEqual({
      code: 0,
      stdout: 'No staff users yet.\n',
      stderr: '',
    });
    expect(await place.run(['create', 'owner', '--admin'])).toMatchObject({ code: 0 });

    const lastAdmin = 'There must always be at least one enabled admin\n';
    expect(await place.run(['disable', 'owner'])).toEqual({
      code: 1,
      stdout: '',
      stderr: lastAdmin,
    });
    const reset = await place.run(['reset', 'owner']);
    expect(reset).toMatchObject({ code: 0, stderr: '' });
    const password = printedPassword(reset);

    expect(await place.run(['create', 'manager', '--admin'])).toMatchObject({ code: 0 });
    expect(await place.run(['disable', 'owner'])).toMatchObject({ code: 0, stderr: '' });
    expect(await place.run(['disable', 'manager'])).toEqual({
      code: 1,
      stdout: '',
      stderr: lastAdmin,
    });
    expect(await place.run(['enable', 'owner'])).toMatchObject({ code: 0, stderr: '' });

    const rows = await place.inspect(async (db) => ({
      owner: (await userNamed(db, 'owner'))!,
      manager: (await userNamed(db, 'manager'))!,
      everyone: (await db.select({ username: users.username }).from(users)).length,
      trail: await db
        .select({ username: auditLog.username, action: auditLog.action })
        .from(auditLog)
        .orderBy(asc(auditLog.id)),
    }));
    expect(rows.owner).toMatchObject({ isAdmin: true, disabled: false, mustChangePassword: true });
    expect(await verifyPassword(rows.owner.password, password)).toBe(true);
    expect(rows.manager).toMatchObject({ isAdmin: true, disabled: false });
    expect(rows.everyone).toBe(2);
    // The refused changes left no entry.
    expect(rows.trail).toEqual(
      ['create', 'reset password', 'create', 'update', 'update'].map((action) => ({
        username: 'system:cli',
        action,
      })),
    );
  }, 180_000);
});
