// The staff-accounts command as the operator runs it, for its tests (server/cli/users-cli*.integration.test.ts),
// which are split in three files so they run side by side.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { auditLog } from '@shared/schema/audit-log';
import { users, type UserRow } from '@shared/schema/users';
import { openDatabase, type Db } from '../db/connection';
import { runScript, type CliRun } from './run-script';
import {
  createTestDatabase,
  prepareEmbeddedDatabase,
  testDatabaseKind,
  type TestDatabase,
} from './test-database';

/**
 * The real command as the operator runs it (`npm run users -- …`). Without `input` its standard
 * input is /dev/null: not a terminal, and empty, so a password is generated.
 */
export function runCli(
  env: Record<string, string>,
  args: string[],
  input?: string,
): Promise<CliRun> {
  return runScript('server/cli/users-cli.ts', env, args, input);
}

export type { CliRun };

export type Place = {
  dataDir: string;
  run(args: string[], input?: string): Promise<CliRun>;
  /** A look at the rows between runs: embedded PostgreSQL serves one process at a time. */
  inspect<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  remove(): Promise<void>;
};

/**
 * Where the command works: a data folder of its own (the embedded database), or with
 * TEST_DATABASE_URL a new PostgreSQL database named in DATABASE_URL. `ready` gives it a migrated
 * database at once (a copy of the run's template), as the command's first run would leave it;
 * without it the command finds nothing and makes the database itself.
 */
export async function newPlace({ ready }: { ready: boolean }): Promise<Place> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tasting-users-cli-'));
  const env: Record<string, string> = { NODE_ENV: 'test', DATA_DIR: dataDir };
  let postgres: TestDatabase | undefined;
  if (testDatabaseKind === 'postgres') {
    // A copy of the migrated template: ready whether asked or not, as the command migrates an
    // empty database and a migrated one alike (users-cli-fresh-database proves the empty case
    // on the embedded engine, where the folder starts empty).
    postgres = await createTestDatabase({ poolSize: 2 });
    env.DATABASE_URL = postgres.url!;
  } else if (ready) {
    await prepareEmbeddedDatabase(dataDir);
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

export async function userNamed(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.username, username));
  return row;
}

/** The account's entries in the audit trail, oldest first. */
export async function trailOf(db: Db, id: number) {
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

export const TEMPORARY_PASSWORD = /^Temporary password: (\S+)$/m;

/** The generated password the command printed, checking it was printed exactly once. */
export function printedPassword(run: CliRun): string {
  const password = TEMPORARY_PASSWORD.exec(run.stdout)?.[1];
  if (!password) throw new Error(`no password printed:\n${run.stdout}${run.stderr}`);
  expect((run.stdout + run.stderr).split(password)).toHaveLength(2);
  return password;
}

export const CLI = { userId: null, username: 'system:cli' };

/**
 * A place of the calling describe block's own, made before its tests and removed after them.
 * With `ready` the tests find the database created and migrated (see newPlace).
 */
export function placeForTests(options: { ready: boolean }): Place {
  let current: Place | undefined;
  beforeAll(async () => {
    current = await newPlace(options);
  }, 120_000);
  afterAll(() => current?.remove());
  const place = () => {
    if (!current) throw new Error('the place is made in beforeAll');
    return current;
  };
  return {
    get dataDir() {
      return place().dataDir;
    },
    run: (args, input) => place().run(args, input),
    inspect: (fn) => place().inspect(fn),
    remove: () => place().remove(),
  };
}
