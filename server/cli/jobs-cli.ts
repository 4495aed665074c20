import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { embeddedDatabaseInUse } from '../db/embedded-database-in-use';
import { migrateDatabase } from '../db/migrate';
import { err, out, runCommand } from './cli-process';
import { JOBS_USAGE, parseJobsArgs, runJobsCommand } from './jobs-command';

// `npm run jobs -- list | release | retry | discard`: the operator decides about the jobs a
// restore paused (mail to guests, payment checks, refunds) and those that failed for good.

runCommand('jobs', async () => {
  const parsed = parseJobsArgs(process.argv.slice(2));
  if (!parsed.ok) {
    err(`jobs: ${parsed.problem}`);
    err(JOBS_USAGE);
    return 2;
  }
  if (parsed.command.name === 'help') {
    out(JOBS_USAGE);
    return 0;
  }
  const config = loadConfig();
  const inUse = embeddedDatabaseInUse(config);
  if (inUse) {
    err(inUse);
    return 1;
  }
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    return await runJobsCommand(database.db, parsed.command, out, err);
  } finally {
    await database.close();
  }
});
