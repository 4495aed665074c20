import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { migrationsFolder } from '../db/migrate';
import { appVersion } from '../lib/app-version';

/** Where each part lives inside a backup archive. */
export const ARCHIVE = {
  manifest: 'manifest.json',
  /** pg_dump --format=custom of a PostgreSQL database. */
  postgresDump: 'database.pgdump',
  /** PGlite's own dump of its data folder (a tar). */
  pgliteDump: 'database-pglite.tar',
  uploads: 'uploads',
} as const;

export type DatabaseEngine = 'postgres' | 'pglite';

const FORMAT = 'tasting-room-backup';

/** What a backup says about itself, read before anything is restored. */
export const backupManifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.literal(1),
  engine: z.enum(['postgres', 'pglite']),
  appVersion: z.string(),
  /** Migrations applied to the database when it was dumped. */
  migrations: z.number().int().min(0),
  createdAt: z.iso.datetime(),
  /** Uploaded files in the archive, so a truncated one is noticed. */
  files: z.number().int().min(0),
});
export type BackupManifest = z.infer<typeof backupManifestSchema>;

export function newManifest(
  fields: Omit<BackupManifest, 'format' | 'formatVersion' | 'appVersion'>,
): BackupManifest {
  return { format: FORMAT, formatVersion: 1, appVersion: appVersion(), ...fields };
}

export const databaseFileOf = (engine: DatabaseEngine) =>
  engine === 'postgres' ? ARCHIVE.postgresDump : ARCHIVE.pgliteDump;

/** How many migrations this version of the app knows (and applies at start-up). */
export function knownMigrationCount(): number {
  const journal = path.join(migrationsFolder(), 'meta', '_journal.json');
  return (JSON.parse(fs.readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries.length;
}
