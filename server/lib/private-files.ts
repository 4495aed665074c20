import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from './logger';

/**
 * What the app writes (the embedded database, the mail outbox with its manage links, uploads,
 * a generated secret) is for its own user only: folders 0700, files 0600, whatever the umask
 * of the shell or service that started it. The umask covers what libraries write (the embedded
 * database's files); the explicit modes cover our own writes should the umask be reset.
 */
export const PRIVATE_UMASK = 0o077;
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** From now on this process creates nothing readable by other local users. */
export function restrictNewFiles(): void {
  process.umask(PRIVATE_UMASK);
}

/**
 * Creates `dir` (and missing parents) 0700, or narrows it to 0700 if it is there and open to
 * others (a folder made by an older release or by hand): once its folder is closed, files
 * inside it are out of other users' reach whatever their own modes.
 */
export function ensurePrivateDir(dir: string, logger?: Pick<Logger, 'warn'>): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const mode = fs.statSync(dir).mode & 0o777;
  if ((mode & 0o077) !== 0) {
    fs.chmodSync(dir, PRIVATE_DIR_MODE);
    logger?.warn(
      { dir, was: mode.toString(8) },
      'folder was open to other local users: narrowed to 0700',
    );
  }
}

/** Makes every folder under `dir` (itself included) 0700 and every file 0600. */
export function narrowFilesUnder(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) fs.chmodSync(file, PRIVATE_DIR_MODE);
    else if (entry.isFile()) fs.chmodSync(file, PRIVATE_FILE_MODE);
  }
  fs.chmodSync(dir, PRIVATE_DIR_MODE);
}

type FolderSettings = {
  dataDir: string;
  databaseUrl: string | undefined;
  uploadDir: string;
  s3: unknown;
  sessionSecret: string | undefined;
  mail: { smtpUrl: string | undefined };
};

/**
 * At start-up: the umask, then every folder this configuration writes into, made or narrowed to
 * 0700 (the data folder, holding the embedded database, the outbox and a generated secret, and
 * the upload folder). A data folder nothing uses is left alone unless it is there already.
 */
export function securePrivateFolders(config: FolderSettings, logger: Pick<Logger, 'warn'>): void {
  restrictNewFiles();
  const usesDataDir = !config.databaseUrl || !config.mail.smtpUrl || !config.sessionSecret;
  if (usesDataDir || fs.existsSync(config.dataDir)) {
    ensurePrivateDir(config.dataDir, logger);
    // Its folders too (the embedded database, the outbox), should the data folder be opened.
    for (const entry of fs.readdirSync(config.dataDir, { withFileTypes: true })) {
      if (entry.isDirectory()) ensurePrivateDir(path.join(config.dataDir, entry.name), logger);
    }
  }
  if (!config.s3) ensurePrivateDir(config.uploadDir, logger);
}
