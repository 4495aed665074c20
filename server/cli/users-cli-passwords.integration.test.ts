import { eq } from 'drizzle-orm';
import { COMMON_PASSWORD_MESSAGE } from '@shared/contracts/auth';
import { sessions } from '@shared/schema/sessions';
import { verifyPassword } from '../features/auth/password';
import { insertStaffUser } from '../test/factories';
import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../test/test-database';
import {
  CLI,
  placeForTests,
  printedPassword,
  TEMPORARY_PASSWORD,
  trailOf,
  userNamed,
} from '../test/users-cli';

describe(
  `npm run users: passwords and disabling from the command line (${testDatabaseKind})`,
  { timeout: 90_000 },
  () => {
    // The first run creates and migrates the database; the tests below find it ready.
    const place = placeForTests({ ready: true });

    it('when an admin password is reset, then a new one is printed, the old one fails, sessions end and a new one must be chosen', async () => {
      const admin = await place.inspect(async (db) => {
        const row = await insertStaffUser(db, { isAdmin: true, mustChangePassword: false });
        await db.insert(sessions).values({
          sid: `cli-test-${row.id}`,
          sess: { passport: { user: row.id } },
          expire: new Date(Date.now() + 3_600_000),
        });
        return row;
      });

      const run = await place.run(['reset', admin.username]);

      expect(run).toMatchObject({ code: 0, stderr: '' });
      const password = printedPassword(run);
      const { row, trail, sessionsLeft } = await place.inspect(async (db) => ({
        row: (await userNamed(db, admin.username))!,
        trail: await trailOf(db, admin.id),
        sessionsLeft: await db
          .select()
          .from(sessions)
          .where(eq(sessions.sid, `cli-test-${admin.id}`)),
      }));
      expect(await verifyPassword(row.password, password)).toBe(true);
      expect(await verifyPassword(row.password, admin.plainPassword)).toBe(false);
      expect(row).toMatchObject({ isAdmin: true, disabled: false, mustChangePassword: true });
      expect(sessionsLeft).toEqual([]);
      expect(trail).toEqual([
        { ...CLI, action: 'reset password', before: null, after: { mustChangePassword: true } },
      ]);
    });

    it('when a password comes on standard input, then it is used and never printed', async () => {
      const created = await place.run(['create', 'host.anita'], 'velvet-monsoon-88\n');
      expect(created).toMatchObject({ code: 0, stderr: '' });
      expect(created.stdout).not.toMatch(TEMPORARY_PASSWORD);
      expect(created.stdout).not.toContain('velvet-monsoon-88');

      const reset = await place.run(['reset', 'host.anita'], 'saffron-lantern-42\r\n');
      expect(reset).toMatchObject({ code: 0, stderr: '' });
      expect(reset.stdout).not.toMatch(TEMPORARY_PASSWORD);
      expect(reset.stdout).not.toContain('saffron-lantern-42');

      const row = (await place.inspect((db) => userNamed(db, 'host.anita')))!;
      expect(await verifyPassword(row.password, 'saffron-lantern-42')).toBe(true);
      expect(row.mustChangePassword).toBe(true);
    });

    it('when the password on standard input is a common one, then it is refused with the policy message and nothing changes', async () => {
      const existing = await place.inspect((db) => insertStaffUser(db));

      const create = await place.run(['create', 'host.common'], 'password123\n');
      const reset = await place.run(['reset', existing.username], 'password123\n');

      expect(create).toEqual({ code: 1, stdout: '', stderr: `${COMMON_PASSWORD_MESSAGE}\n` });
      expect(reset).toEqual({ code: 1, stdout: '', stderr: `${COMMON_PASSWORD_MESSAGE}\n` });
      const { created, row, trail } = await place.inspect(async (db) => ({
        created: await userNamed(db, 'host.common'),
        row: (await userNamed(db, existing.username))!,
        trail: await trailOf(db, existing.id),
      }));
      expect(created).toBeUndefined();
      expect(row.password).toBe(existing.password);
      expect(trail).toEqual([]);
    });

    it('when a user is disabled and enabled, then the flag flips each time and the trail has both', async () => {
      const staff = await place.inspect((db) => insertStaffUser(db));

      const disabled = await place.run(['disable', staff.username]);
      const again = await place.run(['disable', staff.username]);
      const afterDisable = await place.inspect((db) => userNamed(db, staff.username));
      const enabled = await place.run(['enable', staff.username]);

      expect(disabled).toMatchObject({ code: 0, stderr: '' });
      expect(again).toEqual({
        code: 0,
        stdout: `${staff.username} is already disabled.\n`,
        stderr: '',
      });
      expect(afterDisable!.disabled).toBe(true);
      expect(enabled).toMatchObject({ code: 0, stderr: '' });
      const { row, trail } = await place.inspect(async (db) => ({
        row: (await userNamed(db, staff.username))!,
        trail: await trailOf(db, staff.id),
      }));
      expect(row.disabled).toBe(false);
      expect(trail).toEqual([
        { ...CLI, action: 'update', before: { disabled: false }, after: { disabled: true } },
        { ...CLI, action: 'update', before: { disabled: true }, after: { disabled: false } },
      ]);
    });
  },
);
