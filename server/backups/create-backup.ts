import { createWriteStream, existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { UploadStorage } from '../storage/upload-storage';
import { packArchive } from './backup-archive';
import { ARCHIVE, databaseFileOf, newManifest, type BackupManifest } from './backup-manifest';
import { BackupRefused } from './backup-refused';
import { dumpDatabase, engineOf, type DatabaseTarget } from './database-dump';

/** Where the site keeps its state: the configured database and upload storage. */
export type SitePlace = { database: DatabaseTarget; storage: UploadStorage };

/** The default archive name: the time it was taken, sortable, without ':' (not on every disk). */
export function defaultBackupName(now: Date): string {
  return `tasting-room-backup-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}.tar.gz`;
}

/**
 * Writes one archive holding the database dump, every uploaded file and a manifest. The
 * database goes first: a file uploaded while the backup runs may be missing from it, never a
 * row of a file that was not yet stored. The archive appears under its name only when complete,
 * readable by its owner alone (it holds personal data and password hashes).
 */
export async function createBackup(
  place: SitePlace,
  options: { out: string; now?: () => Date },
): Promise<{ file: string; manifest: BackupManifest; bytes: number }> {
  const now = options.now ?? (() => new Date());
  const out = path.resolve(options.out);
  if (existsSync(out)) throw new BackupRefused(`${out} already exists: choose another name`);
  if (!existsSync(path.dirname(out))) {
    throw new BackupRefused(`The folder ${path.dirname(out)} does not exist`);
  }
  // Beside the archive, so the final rename stays on one disk; removed whatever happens.
  const work = await fs.mkdtemp(path.join(path.dirname(out), '.tasting-backup-'));
  try {
    const engine = engineOf(place.database);
    const databaseFile = databaseFileOf(engine);
    const { migrations } = await dumpDatabase(place.database, path.join(work, databaseFile), work);

    await fs.mkdir(path.join(work, ARCHIVE.uploads));
    let files = 0;
    for await (const name of place.storage.list()) {
      const body = await place.storage.read(name);
      if (!body) continue; // deleted since it was listed
      await pipeline(body, createWriteStream(path.join(work, ARCHIVE.uploads, name)));
      files += 1;
    }

    const manifest = newManifest({ engine, migrations, createdAt: now().toISOString(), files });
    await fs.writeFile(path.join(work, ARCHIVE.manifest), `${JSON.stringify(manifest, null, 2)}\n`);
    const partial = path.join(work, 'archive.tar.gz');
    await packArchive(work, partial, [ARCHIVE.manifest, databaseFile, ARCHIVE.uploads]);
    await fs.chmod(partial, 0o600);
    await fs.rename(partial, out);
    return { file: out, manifest, bytes: (await fs.stat(out)).size };
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}
