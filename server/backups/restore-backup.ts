import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/connection';
import { migrateDatabase } from '../db/migrate';
import { pauseJobsReachingOutside } from '../jobs/paused-jobs';
import { isUploadName, type UploadStorage } from '../storage/upload-storage';
import { unpackArchive } from './backup-archive';
import {
  ARCHIVE,
  backupManifestSchema,
  databaseFileOf,
  knownMigrationCount,
  type BackupManifest,
} from './backup-manifest';
import { BackupRefused } from './backup-refused';
import type { SitePlace } from './create-backup';
import {
  ENGINE_NAMES,
  assertDatabaseEmpty,
  engineOf,
  loadDatabase,
  type DatabaseTarget,
} from './database-dump';

async function readManifest(folder: string, file: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await fs.readFile(path.join(folder, ARCHIVE.manifest), 'utf8');
  } catch {
    throw new BackupRefused(
      `${file} holds no ${ARCHIVE.manifest}: it is not a backup of this site`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsed = backupManifestSchema.safeParse(json);
  if (!parsed.success) {
    throw new BackupRefused(`${file} has a manifest this version cannot read`);
  }
  return parsed.data;
}

/** Everything that would make the restore wrong, checked before anything is written. */
async function refusalsFor(
  manifest: BackupManifest,
  database: DatabaseTarget,
  storage: UploadStorage,
  found: { databaseDump: boolean; uploads: string[] },
): Promise<void> {
  const target = engineOf(database);
  if (manifest.engine !== target) {
    throw new BackupRefused(
      `This backup holds ${ENGINE_NAMES[manifest.engine]}, but ${target === 'postgres' ? 'DATABASE_URL is set' : 'DATABASE_URL is not set'}, so it would go to ${ENGINE_NAMES[target]}: a backup is restored onto the kind of database it was taken from`,
    );
  }
  const known = knownMigrationCount();
  if (manifest.migrations > known) {
    throw new BackupRefused(
      `This backup was made by a newer version of the site (${manifest.appVersion}, ${manifest.migrations} migrations; this one has ${known}): restore it with that version`,
    );
  }
  if (!found.databaseDump || found.uploads.length !== manifest.files) {
    throw new BackupRefused(
      `The archive is incomplete: its manifest lists a database and ${manifest.files} files, it holds ${found.databaseDump ? 'a database' : 'no database'} and ${found.uploads.length}`,
    );
  }
  await assertDatabaseEmpty(database);
  for await (const name of storage.list()) {
    throw new BackupRefused(
      `The uploads ${storage.description} already holds files (${name}, …): restore into an empty one`,
    );
  }
}

/**
 * Restores an archive made by createBackup() into an empty database and an empty upload storage
 * of the same kind of engine, then brings the database up to this version's migrations, as a
 * start-up would. Refuses (BackupRefused) before writing anything when that cannot be done.
 * Jobs that reach outside (mail, payment checks, refunds) are restored paused (paused-jobs.ts);
 * `onPaused` is told how many.
 */
export async function restoreBackup(
  place: SitePlace,
  file: string,
  onPaused?: (count: number) => void,
): Promise<BackupManifest> {
  const archive = path.resolve(file);
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'tasting-restore-'));
  try {
    await unpackArchive(archive, work);
    const manifest = await readManifest(work, archive);
    const databaseFile = path.join(work, databaseFileOf(manifest.engine));
    const uploadsFolder = path.join(work, ARCHIVE.uploads);
    const uploads = (await fs.readdir(uploadsFolder).catch(() => [])).filter(isUploadName);
    const databaseDump = await fs.stat(databaseFile).then(
      (s) => s.isFile(),
      () => false,
    );
    await refusalsFor(manifest, place.database, place.storage, { databaseDump, uploads });

    await loadDatabase(place.database, databaseFile, work);
    try {
      for (const name of uploads) {
        await place.storage.write(name, await fs.readFile(path.join(uploadsFolder, name)));
      }
    } catch (err) {
      throw new Error(
        `The database was restored, but storing the uploaded files failed (empty both before trying again): ${(err as Error).message}`,
        { cause: err },
      );
    }
    const database = await openDatabase(place.database);
    try {
      await migrateDatabase(database);
      const paused = await pauseJobsReachingOutside(database.db);
      onPaused?.(paused);
    } finally {
      await database.close();
    }
    return manifest;
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}
