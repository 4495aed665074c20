import { loadConfig } from '../config';
import { ENGINE_NAMES } from '../backups/database-dump';
import { restoreBackup } from '../backups/restore-backup';
import { uploadStorageFor } from '../storage/choose-upload-storage';
import { RESTORE_USAGE, countOf, parseRestoreArgs } from './backup-command';
import { err, out, runCommand } from './cli-process';
import { JOBS_COMMAND } from '../jobs/paused-jobs';

// `npm run restore -- FILE`: an archive of `npm run backup` into the configured database and
// upload storage, both empty (see server/backups/restore-backup.ts).

runCommand('restore', async () => {
  const parsed = parseRestoreArgs(process.argv.slice(2));
  if (!parsed.ok) {
    err(`restore: ${parsed.problem}`);
    err(RESTORE_USAGE);
    return 2;
  }
  if (parsed.args.help) {
    out(RESTORE_USAGE);
    return 0;
  }
  const config = loadConfig();
  const storage = uploadStorageFor(config);
  try {
    let paused = 0;
    const manifest = await restoreBackup({ database: config, storage }, parsed.args.file, (n) => {
      paused = n;
    });
    const held =
      paused > 0
        ? ` ${countOf(paused, 'job')} reaching outside (mail to guests, payment checks, refunds) ` +
          `${paused === 1 ? 'is' : 'are'} paused until you decide: ${JOBS_COMMAND}.`
        : '';
    out(
      `Restored the backup of ${manifest.createdAt} (version ${manifest.appVersion}): ` +
        `${ENGINE_NAMES[manifest.engine]} and ${countOf(manifest.files, 'uploaded file')} into the ` +
        `${storage.description}.${held} Start the server.`,
    );
    return 0;
  } finally {
    storage.close();
  }
});
