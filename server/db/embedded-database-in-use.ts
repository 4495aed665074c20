import fs from 'node:fs';
import path from 'node:path';

/** The embedded database's folder inside DATA_DIR. */
export const embeddedDatabaseFolder = (dataDir: string) => path.join(dataDir, 'pglite');

/**
 * PGlite serves one process and takes no lock: opened by a second process at the same time, the
 * embedded database is damaged. While open it keeps a postmaster.pid in its folder, so its
 * presence means the server (or another tool) is using it, or stopped without closing it. The
 * command-line tools refuse to start then; the answer is why, for the operator.
 */
export function embeddedDatabaseInUse(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): string | undefined {
  if (config.databaseUrl) return undefined;
  const folder = embeddedDatabaseFolder(config.dataDir);
  if (!fs.existsSync(path.join(folder, 'postmaster.pid'))) return undefined;
  return (
    `The embedded database in ${folder} is open in another process (is the server running?): ` +
    'stop the server and try again; if it is not running, it stopped without closing the ' +
    'database, so start and stop it once first.'
  );
}
