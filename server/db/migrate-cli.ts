import { ConfigError, loadConfig } from '../config';
import { openDatabase } from './connection';
import { migrateDatabase } from './migrate';

// `npm run db:migrate`: apply the committed migrations without starting the server.
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    process.stdout.write(`Migrations applied (${database.kind}).\n`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof ConfigError ? err.message : String(err)}\n`);
  process.exit(1);
});
