import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '@shared/contracts/auth';
import { auditLog } from '@shared/schema/audit-log';
import { sessions } from '@shared/schema/sessions';
import { users, type UserRow } from '@shared/schema/users';
import { openDatabase, type Db } from '../db/connection';
import { verifyPassword } from '../features/auth/password';
import { projectRoot } from '../lib/project-root';
import { insertStaffUser } from '../test/factories';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../test/test-database';
import { USAGE } from './users-command';

type CliRun = { code: number | null; stdout: string; stderr: string };

/**
 * The real command as the operator runs it (`npm run users -- …` is `tsx server/cli/users-cli.ts
 * …`), in a process of its own with exactly this environment. Without `input` its standard input
 * is /dev/null: not a terminal, and empty, so a password is generated.
 */
function runCli(env: Record<string, string>, args: string[], input?: string): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/users-cli.ts', ...args], {
      cwd: projectRoot(),
      env: { PATH: process.env.PATH, ...env },
      stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
    if (input !== undefined) child.stdin!.end(input);
  });
}

type Place = {
  dataDir: string;
  run(args: string[], input?: string): Promise<CliRun>;
  /** A look at the rows between runs: embedded PostgreSQL serves one process at a time. */
  inspect<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  remove(): Promise<void>;
};

/**
 * Where the command works: a data folder of its own (the embedded database), or with
 * TEST_DATABASE_URL a new PostgreSQL database named in DATABASE_URL.
 */
async function newPlace(): Promise<Place> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tasting-users-cli-'));
  const env: Record<string, string> = { NODE_ENV: 'test', DATA_DIR: dataDir };
  let postgres: TestDatabase | undefined;
  if (testDatabaseKind === 'postgres') {
    postgres = await createTestDatabase({ poolSize: 2 });
    env.DATABASE_URL = postgres.url!;
  }
  return {
    dataDir,
    run: (args, input) => runCli(env, args, input),
    async inspect(fn) {
      if (postgres) return fn(postgres.db);
      const database = await openDatabase({ databaseUrl: undefined, dataDir });
      try {
        return await fn(database.db);
      } finally {
        await database.close();
      }
    },
    async remove() {
      await postgres?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function userNamed(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.username, username));
  return row;
}

/** The account's entries in the audit trail, oldest first. */
async function trailOf(db: Db, id: number) {
  return db
    .select({
      userId: auditLog.userId,
      username: auditLog.username,
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(and(eq(auditLog.area, 'accounts'), eq(auditLog.entityId, String(id))))
    .orderBy(asc(auditLog.id));
}

const TEMPORARY_PASSWORD = /^Temporary password: (\S+)$/m;

/** The generated password the command printed, checking it was printed exactly once. */
function printedPassword(run: CliRun): string {
  const password = TEMPORARY_PASSWORD.exec(run.stdout)?.[1];
  if (!password) throw new Error(`no password printed:\n${run.stdout}${run.stderr}`);
  expect((run.stdout + run.stderr).split(password)).toHaveLength(2);
  return password;
}

const CLI = { userId: null, username: 'system:cli' };

describe(
  `npm run users: staff accounts from the command line (${testDatabaseKind})`,
  { timeout: 90_000 },
  () => {
    let place: Place;

    beforeAll(async () => {
      place = await newPlace();
      // The first run creates and migrates the database; the tests below find it ready.
      expect(await place.run(['list'])).toMatchObject({ code: 0, stderr: '' });
    }, 120_000);
    afterAll(() => place.remove());

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

    it.runIf(testDatabaseKind === 'pglite')(
      'when another process has the embedded database open, then the command refuses to touch it',
      async () => {
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
      },
    );
  },
);

describe(`npm run users on a fresh database: the way back in (${testDatabaseKind})`, () => {
  let place: Place;

  beforeAll(async () => {
    place = await newPlace();
  }, 120_000);
  afterAll(() => place.remove());

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
