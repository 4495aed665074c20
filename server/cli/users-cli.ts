import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { embeddedDatabaseInUse } from '../db/embedded-database-in-use';
import { migrateDatabase } from '../db/migrate';
import { loggableError } from '../lib/logger';
import { readFirstLine } from './first-line';
import {
  EXIT_OK,
  EXIT_REFUSED,
  EXIT_USAGE,
  USAGE,
  parseUsersArgs,
  runUsersCommand,
  takesPassword,
  type Output,
} from './users-command';

// `npm run users -- list | create NAME [--admin] | reset NAME | disable NAME | enable NAME`: staff
// accounts from the operator's shell, against the configured database (the way back in when the
// only admin has forgotten the password).

const output: Output = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

async function main(): Promise<number> {
  const parsed = parseUsersArgs(process.argv.slice(2));
  if (!parsed.ok) {
    output.err(`users: ${parsed.problem}`);
    output.err(USAGE);
    return EXIT_USAGE;
  }
  if (parsed.command.name === 'help') {
    output.out(USAGE);
    return EXIT_OK;
  }
  const config = loadConfig();
  const inUse = embeddedDatabaseInUse(config);
  if (inUse) {
    output.err(inUse);
    return EXIT_REFUSED;
  }
  // A password piped in (`echo '…' | npm run users -- reset NAME`) replaces the generated one.
  const password =
    takesPassword(parsed.command) && !process.stdin.isTTY
      ? await readFirstLine(process.stdin)
      : undefined;
  // Nothing more is read: an open pipe must not keep the process waiting.
  process.stdin.destroy();
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    return await runUsersCommand(
      { db: database.db, timeZone: config.timeZone },
      parsed.command,
      password,
      output,
    );
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
    } else {
      // Only what names the failure, on one line: a failed statement's message would list its
      // bound values (a password hash among them), and the stack helps nobody at the shell.
      const failure =
        err instanceof Error ? { ...(loggableError(err) as object), stack: undefined } : err;
      process.stderr.write(`users: failed: ${JSON.stringify(failure)}\n`);
    }
    process.exitCode = EXIT_REFUSED;
  },
);
