import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { migrateDatabase } from '../db/migrate';
import { out, runCommand } from './cli-process';

// `npm run db:migrate`: apply the committed migrations without starting the server (the server
// also applies them at start-up, under the same lock). Runs from the build in a production
// install, like the other operator's commands (scripts/run-cli.mjs).

runCommand('db:migrate', async () => {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    out(`Migrations applied (${database.kind}).`);
    return 0;
  } finally {
    await database.close();
  }
});
