import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { projectRoot } from '../lib/project-root';
import type { Database } from './connection';

export const migrationsFolder = () => path.join(projectRoot(), 'migrations');

/** Applies the committed drizzle-kit migrations; safe to call from several processes at once. */
export async function migrateDatabase(database: Database): Promise<void> {
  await database.withMigrationLock(async (db) => {
    if (database.kind === 'pglite') {
      await migratePglite(db as unknown as PgliteDatabase, {
        migrationsFolder: migrationsFolder(),
      });
    } else {
      await migratePg(db as unknown as NodePgDatabase, { migrationsFolder: migrationsFolder() });
    }
  });
}
