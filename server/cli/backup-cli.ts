import { loadConfig } from '../config';
import { createBackup, defaultBackupName } from '../backups/create-backup';
import { ENGINE_NAMES } from '../backups/database-dump';
import { uploadStorageFor } from '../storage/choose-upload-storage';
import { BACKUP_USAGE, countOf, formatBytes, parseBackupArgs } from './backup-command';
import { err, out, runCommand } from './cli-process';

// `npm run backup [-- --out FILE]`: one archive of the configured database and every uploaded
// file (see server/backups/create-backup.ts), for `npm run restore`.

runCommand('backup', async () => {
  const parsed = parseBackupArgs(process.argv.slice(2));
  if (!parsed.ok) {
    err(`backup: ${parsed.problem}`);
    err(BACKUP_USAGE);
    return 2;
  }
  if (parsed.args.help) {
    out(BACKUP_USAGE);
    return 0;
  }
  const config = loadConfig();
  const storage = uploadStorageFor(config);
  try {
    const now = new Date();
    const { file, manifest, bytes } = await createBackup(
      { database: config, storage },
      { out: parsed.args.out ?? defaultBackupName(now), now: () => now },
    );
    out(
      `Backed up ${ENGINE_NAMES[manifest.engine]} (${countOf(manifest.migrations, 'migration')}) ` +
        `and ${countOf(manifest.files, 'uploaded file')} from the ${storage.description} ` +
        `to ${file} (${formatBytes(bytes)}).`,
    );
    return 0;
  } finally {
    storage.close();
  }
});
