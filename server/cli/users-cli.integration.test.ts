import { openDatabase } from '../db/connection';
import { verifyPassword } from '../features/auth/password';
import { insertStaffUser } from '../test/factories';
import { USAGE } from './users-command';
import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../test/test-database';
import {
  CLI,
  placeForTests,
  printedPassword,
  trailOf,
  userNamed,
  type CliRun,
} from '../test/users-cli';

describe(
  `npm run users: creating and listing staff accounts from the command line (${testDatabaseKind})`,
  { timeout: 90_000 },
  () => {
    // The first run creates and migrates the database; the tests below find it ready.
    const place = placeForTests({ ready: true });

    it('when a user is created, then the printed password signs in, must be changed, and the trail names system:cli', async () => {
      const run = await place.run(['create', 'host.meera']);

      expect(run).toMatchObject({ code: 0, stderr: '' });
      expect(run.stdout).toMatch(/^Created host\.meera \(staff\)\.$/m);
      const password = printedPassword(run);
      const { row, trail } = await place.inspect(async (db) => {
        const row = (await userNamed(db, 'host.meera'))!;
        return { row, trail: await trailOf(db, row.id) };
      });
      expect(await verifyPassword(row.password, password)).toBe(true);
      expect(row).toMatchObject({ isAdmin: false, disabled: false, mustChangePassword: true });
      expect(trail).toEqual([
        {
          ...CLI,
          action: 'create',
          before: null,
          after: { username: 'host.meera', isAdmin: false, disabled: false },
        },
      ]);
      expect(JSON.stringify(trail)).not.toContain(password);
    });

    it('when a user is created with --admin, then they are an admin', async () => {
      const run = await place.run(['create', '--admin', 'chef.ravi']);

      expect(run).toMatchObject({ code: 0, stderr: '' });
      expect(run.stdout).toMatch(/^Created chef\.ravi \(admin\)\.$/m);
      const row = await place.inspect((db) => userNamed(db, 'chef.ravi'));
      expect(row).toMatchObject({ isAdmin: true, disabled: false, mustChangePassword: true });
      expect(await verifyPassword(row!.password, printedPassword(run))).toBe(true);
    });

    it('when the name is taken, then it exits 1 with one line and changes nothing', async () => {
      const existing = await place.inspect((db) => insertStaffUser(db));

      const run = await place.run(['create', existing.username]);

      expect(run).toEqual({ code: 1, stdout: '', stderr: 'That username is taken\n' });
      const { row, trail } = await place.inspect(async (db) => ({
        row: await userNamed(db, existing.username),
        trail: await trailOf(db, existing.id),
      }));
      expect(row!.password).toBe(existing.password);
      expect(trail).toEqual([]);
    });

    it('when the users are listed, then each shows its role, status and last sign-in', async () => {
      const { admin, staff } = await place.inspect(async (db) => ({
        admin: await insertStaffUser(db, {
          isAdmin: true,
          lastLoginAt: new Date('2026-11-23T09:16:00Z'),
        }),
        staff: await insertStaffUser(db, { disabled: true }),
      }));

      const run = await place.run(['list']);

      expect(run).toMatchObject({ code: 0, stderr: '' });
      const rows = run.stdout
        .trimEnd()
        .split('\n')
        .map((line) => line.split(/ {2,}/));
      expect(rows[0]).toEqual(['username', 'role', 'status', 'last sign-in (Asia/Kolkata)']);
      expect(rows).toContainEqual([admin.username, 'admin', 'enabled', '2026-11-23 14:46']);
      expect(rows).toContainEqual([staff.username, 'staff', 'disabled', 'never']);
      expect(rows).toContainEqual(['host.meera', 'staff', 'enabled', 'never']);
    });

    it('when the command is wrong or the user unknown, then usage exits 2 and a refusal 1', async () => {
      const usage = await place.run(['promote', 'host.meera']);
      const unknown = await place.run(['enable', 'nobody.here']);

      expect(usage).toEqual({
        code: 2,
        stdout: '',
        stderr: `users: unknown command "promote"\n${USAGE}\n`,
      });
      expect(unknown).toEqual({ code: 1, stdout: '', stderr: 'No user named "nobody.here"\n' });
    });

    // Only the embedded database can be held open by another process.
    if (testDatabaseKind === 'pglite')
      it('when another process has the embedded database open, then the command refuses to touch it', async () => {
        const server = await openDatabase({ databaseUrl: undefined, dataDir: place.dataDir });
        let run: CliRun;
        try {
          run = await place.run(['create', 'host.racing']);
        } finally {
          await server.close();
        }

        expect(run.code).toBe(1);
        expect(run.stdout).toBe('');
        expect(run.stderr).toMatch(/^The embedded database in .+ is open in another process/);
        expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
        expect(await place.inspect((db) => userNamed(db, 'host.racing'))).toBeUndefined();
      });
  },
);
